/**
 * Every content collection with the file it lives in, its schema and how to name one item in a
 * message. The build checks them all before rendering (generator/content/validate.ts).
 */
import type { z } from 'zod';
import * as schema from './schema';
import { contactIntro, site } from './site';
import { slugOf } from './slug';
import { headerNavigation, footerNavigation } from './navigation';
import { skills } from './skills';
import { education } from './education';
import { projects, projectsIntro, tujueUkulimaUrl } from './projects';
import { research, researchIntro, researchPhilosophy } from './research';
import { certifications } from './certifications';
import { articles, articlesIntro } from './articles';
import { testimonials, impactQuote, testimonialsIntro } from './testimonials';
import { chapters, chapterSources, storyIntro } from './story';
import { storyBlurb, storyDescription } from './story-summary';
import { biography } from './biography';
import { galleryImages, highlightVideos } from './gallery';

interface UniqueField {
  field: string;
  /** What must differ, e.g. a title's slug; by default the value itself. */
  by?: (value: unknown) => unknown;
  /** How a message names the derived value, e.g. 'the address'. */
  as?: string;
}

export interface Collection {
  file: string;
  /** The export holding the items in `file`, so a problem can name its line; none when they are not written there as a list. */
  exportName?: string;
  /** Where each item comes from when each has a file of its own (a chapter's Markdown). */
  fileOf?: (index: number) => string;
  /** The export is the one item itself (a quote, the site), not a list of them. */
  oneValue?: boolean;
  schema: z.ZodType;
  items: readonly unknown[];
  /** How a message names an item, e.g. 'project 3 “Tujue Ukulima”'. */
  itemName: (item: Record<string, unknown>, index: number) => string;
  /** Fields whose values must differ between items; `by` compares a value derived from the field. */
  unique?: readonly UniqueField[];
}

const named = (kind: string, field: string) => (item: Record<string, unknown>, index: number) =>
  typeof item[field] === 'string' && item[field] ? `${kind} “${String(item[field])}”` : `${kind} ${index + 1}`;

/** A value exported on its own is checked as a one-item collection named for its export. */
const single = (file: string, exportName: string, itemSchema: z.ZodType, value: unknown): Collection => ({
  file,
  exportName,
  oneValue: true,
  schema: itemSchema,
  items: [value],
  itemName: () => exportName,
});

export const collections: readonly Collection[] = [
  single('data/site.ts', 'site', schema.siteSchema, site),
  {
    file: 'data/navigation.ts',
    exportName: 'headerNavigation',
    schema: schema.navigationItemSchema,
    items: headerNavigation,
    itemName: named('header link', 'label'),
  },
  {
    file: 'data/navigation.ts',
    exportName: 'footerNavigation',
    schema: schema.navigationItemSchema,
    items: footerNavigation,
    itemName: named('footer link', 'label'),
  },
  {
    file: 'data/skills.ts',
    exportName: 'skills',
    schema: schema.skillSchema,
    items: skills,
    itemName: named('skill', 'title'),
    unique: [{ field: 'title' }],
  },
  {
    file: 'data/education.ts',
    exportName: 'education',
    schema: schema.educationEntrySchema,
    items: education,
    itemName: named('entry', 'title'),
  },
  {
    file: 'data/projects.ts',
    exportName: 'projects',
    schema: schema.projectSchema,
    items: projects,
    itemName: (item, index) =>
      `project ${typeof item.id === 'number' ? item.id : `#${index + 1}`}${typeof item.title === 'string' && item.title ? ` “${item.title}”` : ''}`,
    // A project's address comes from its title, so two titles must not give the same slug.
    unique: [{ field: 'id' }, { field: 'title', by: (title) => slugOf(String(title)), as: 'slug' }],
  },
  {
    file: 'data/research.ts',
    exportName: 'research',
    schema: schema.researchItemSchema,
    items: research,
    itemName: named('research item', 'title'),
  },
  {
    file: 'data/certifications.ts',
    exportName: 'certifications',
    schema: schema.certificationSchema,
    items: certifications,
    itemName: named('certification', 'title'),
    unique: [{ field: 'credential' }],
  },
  {
    file: 'data/articles.ts',
    exportName: 'articles',
    schema: schema.articleSchema,
    items: articles,
    itemName: named('article', 'title'),
    unique: [{ field: 'url' }],
  },
  {
    file: 'data/testimonials.ts',
    exportName: 'testimonials',
    schema: schema.testimonialSchema,
    items: testimonials,
    itemName: named('testimonial by', 'author'),
  },
  {
    file: 'data/story.ts',
    fileOf: (index) => chapterSources[index] ?? 'data/story.ts',
    schema: schema.storyChapterSchema,
    items: chapters,
    itemName: named('chapter', 'title'),
    unique: [{ field: 'order' }],
  },
  {
    file: 'data/gallery.ts',
    exportName: 'galleryImages',
    schema: schema.galleryImageSchema,
    items: galleryImages,
    itemName: named('gallery image', 'caption'),
  },
  {
    file: 'data/gallery.ts',
    exportName: 'highlightVideos',
    schema: schema.highlightVideoSchema,
    items: highlightVideos,
    itemName: named('video', 'title'),
  },
  // Everything else data/ exports that a page shows.
  single('data/projects.ts', 'tujueUkulimaUrl', schema.externalUrlSchema, tujueUkulimaUrl),
  single('data/story.ts', 'storyIntro', schema.storyIntroSchema, storyIntro),
  single('data/testimonials.ts', 'impactQuote', schema.quoteSchema, impactQuote),
  single('data/testimonials.ts', 'testimonialsIntro', schema.paragraphSchema, testimonialsIntro),
  single('data/site.ts', 'contactIntro', schema.paragraphSchema, contactIntro),
  single('data/projects.ts', 'projectsIntro', schema.paragraphSchema, projectsIntro),
  single('data/research.ts', 'researchIntro', schema.paragraphSchema, researchIntro),
  single('data/articles.ts', 'articlesIntro', schema.paragraphSchema, articlesIntro),
  single('data/story-summary.ts', 'storyBlurb', schema.paragraphSchema, storyBlurb),
  single('data/story-summary.ts', 'storyDescription', schema.paragraphSchema, storyDescription),
  single('data/biography.md', 'biography', schema.proseSchema, biography),
  single('data/research-philosophy.md', 'researchPhilosophy', schema.proseSchema, researchPhilosophy),
];
