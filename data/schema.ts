/**
 * The shape of every piece of content, checked when the site is built (build/validate.ts).
 * The TypeScript types in data/types.ts are inferred from these, so the two cannot disagree.
 */
import { z } from 'zod';
import { youtubeVideoId } from '../client/lib/video-source';

const text = z.string().trim().min(1, 'is empty');
const url = z.url({ protocol: /^https?$/, error: 'is not a valid http(s) URL' });
/** A page of the site itself, or a full address elsewhere. */
const link = z.union([z.string().regex(/^\/[^/]/), url], { error: 'is not a valid URL or site path' });

const playableFile = /\.(mp4|webm|ogg|ogv|mov|m4v)(\?.*)?$/i;
/** YouTube (embedded) or a file the browser's own player can play. */
const videoUrl = url.refine((value) => youtubeVideoId(value) !== null || playableFile.test(new URL(value).pathname), {
  error: 'is neither a YouTube URL nor a playable video file (.mp4, .webm, .ogg, .mov)',
});

/**
 * An image imported from assets/ or by URL from a CDN: a vector's URL or a raster's responsive
 * set; or, when a CDN could not be reached at all, its own URL.
 */
const image = z.union([
  z.string().regex(/^\/assets\/.+\.svg$/, 'is not an image imported from assets/'),
  url,
  z.object({ src: z.string(), width: z.number().positive(), height: z.number().positive(), srcset: z.string(), sources: z.array(z.object({ type: z.string(), srcset: z.string() })) }),
]);

export const iconNameSchema = z.enum(['drone', 'brain', 'robot', 'atom', 'chart', 'graduation', 'award', 'users', 'book', 'sprout', 'microscope', 'quote']);

export const skillSchema = z.object({ icon: iconNameSchema, title: text });

export const educationEntrySchema = z.object({ icon: iconNameSchema, title: text, detail: text, period: text });

export const projectVideoSchema = z.object({ url: videoUrl, title: text, thumbnail: image.optional() });

export const projectSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  description: text,
  image,
  imageAlt: text,
  details: text,
  tech: z.array(text).min(1, 'lists nothing'),
  link: url.optional(),
  videoUrl: videoUrl.optional(),
  videos: z.array(projectVideoSchema).optional(),
  paperLink: url.optional(),
  paperTitle: text.optional(),
  isBook: z.boolean().optional(),
});

export const researchItemSchema = z.object({
  title: text,
  role: text,
  description: text,
  quote: text.optional(),
  paperLink: url.optional(),
  paperTitle: text.optional(),
});

export const certificationSchema = z.object({ title: text, issuer: text, date: text, credential: text, link: url });

export const articleSchema = z.object({ title: text, description: text, date: text, url });

export const testimonialSchema = z.object({
  quote: text,
  author: text,
  role: text,
  content: text,
  icon: iconNameSchema,
  variant: z.enum(['primary', 'secondary']),
});

export const storyQuestionSchema = z.object({ question: text, answer: text });

export const storyChapterSchema = z.object({
  label: text,
  title: text,
  paragraphs: z.array(text).min(1, 'has no paragraphs'),
  questions: z.array(storyQuestionSchema).optional(),
});

export const galleryImageSchema = z.object({ src: image, alt: text, caption: text });

export const highlightVideoSchema = z.object({ title: text, url: videoUrl, poster: image });

export const siteSchema = z.object({
  name: text,
  role: text,
  emails: z.tuple([z.email({ error: 'is not an email address' }), z.email({ error: 'is not an email address' })]),
  phone: z.string().regex(/^\+?[\d\s()-]{7,}$/, 'is not a phone number'),
  location: text,
  social: z.object({ linkedin: url, github: url, youtube: url }),
  whatsapp: url,
  resume: z.object({ documentUrl: url, viewerUrl: url }),
  siteUrl: url.regex(/[^/]$/, 'must not end with a slash'),
  language: text,
  /** The owner's photo for the home page's first screen; a drawn scene stands in until there is one. */
  portrait: z.object({ src: image, alt: text }).optional(),
});

export const navigationItemSchema = z.object({ label: text, anchor: z.string().regex(/^[a-z0-9-]+$/, 'is not an anchor id') });
