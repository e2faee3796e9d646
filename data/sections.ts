/**
 * The home page's sections by anchor id, and which of them have anything to show. Content may
 * shrink to nothing: a section with no items is left out, and with it every link to it (header,
 * footer, menu, buttons), and a page with nothing to show leaves the route table and the sitemap.
 */
import { projects } from './projects';
import { research } from './research';
import { certifications } from './certifications';
import { testimonials } from './testimonials';
import { articles } from './articles';
import { galleryImages, highlightVideos } from './gallery';

export const sectionIds = {
  about: 'about',
  projects: 'projects',
  research: 'research',
  certifications: 'certifications',
  impact: 'impact',
  articles: 'linkedin-articles',
  contact: 'contact',
} as const;

const itemCounts: Record<string, number> = {
  [sectionIds.projects]: projects.length,
  [sectionIds.research]: research.length,
  [sectionIds.certifications]: certifications.length,
  [sectionIds.impact]: testimonials.length,
  [sectionIds.articles]: articles.length,
};

/** Whether the home page shows the section with this anchor id; About and Contact always do. */
export const hasSection = (id: string) => (itemCounts[id] ?? 1) > 0;

/** Navigation without the links to sections that have nothing to show. */
export const shownLinks = <Link extends { anchor: string }>(links: readonly Link[]) => links.filter((link) => hasSection(link.anchor));

/** /my-story's Gallery tab shows the gallery's images and videos: with neither, it has no tab. */
export const hasGallery = galleryImages.length + highlightVideos.length > 0;

/** /testimonials/ shows the testimonials: with none it is not built, and nothing links to it. */
export const hasTestimonialsPage = testimonials.length > 0;
