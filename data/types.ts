/** The shapes of the site's content, inferred from the schemas in data/schema.ts. */
import type { z } from 'zod';
import type * as schema from './schema';

export type IconName = z.infer<typeof schema.iconNameSchema>;
export type Skill = z.infer<typeof schema.skillSchema>;
export type EducationEntry = z.infer<typeof schema.educationEntrySchema>;
export type Project = z.infer<typeof schema.projectSchema>;
export type ResearchItem = z.infer<typeof schema.researchItemSchema>;
export type Certification = z.infer<typeof schema.certificationSchema>;
export type Article = z.infer<typeof schema.articleSchema>;
export type Testimonial = z.infer<typeof schema.testimonialSchema>;
export type StoryChapter = z.infer<typeof schema.storyChapterSchema>;
export type GalleryImage = z.infer<typeof schema.galleryImageSchema>;
export type HighlightVideo = z.infer<typeof schema.highlightVideoSchema>;
export type Site = z.infer<typeof schema.siteSchema>;
export type NavigationItem = z.infer<typeof schema.navigationItemSchema>;
