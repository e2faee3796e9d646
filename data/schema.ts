/**
 * The shape of every piece of content, checked when the site is built (generator/content/validate.ts).
 * The TypeScript types in data/types.ts are inferred from these, so the two cannot disagree.
 * Every object is strict: a field the schema does not name (a misspelt `titel:`) is refused,
 * never silently ignored.
 */
import { z } from 'zod';
import { youtubeVideoId } from './video-source';
import { isAllowedProseHref, proseHrefs, type Prose } from './prose';
import { slugOf } from './slug';
import { isMonthYear } from './month-year';

// A value of only zero-width or direction characters shows nothing; an override (U+202A-U+202E)
// shows letters in another order than written, the spoof behind look-alike names.
const text = z
  .string()
  .trim()
  .min(1, { error: 'is empty', abort: true })
  .refine((value) => /[^\s\p{Cc}\p{Cf}\p{M}]/u.test(value), {
    error: 'holds nothing a visitor can see (only spaces, zero-width or direction characters)',
    abort: true,
  })
  .refine((value) => !/[\u202a-\u202e]/.test(value), {
    error: 'holds a direction override (U+202A-U+202E) that shows its letters in another order than written; remove it',
  });

/** A BCP 47 language tag (`en`, `sw-KE`), as the page's `lang` attribute needs. */
const isLanguageTag = (value: string) => {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
};
// abort: the checks refined on top (video, site address) parse the URL and need a valid one.
const url = z.url({ protocol: /^https?$/, error: 'is not a valid http(s) URL', abort: true });

/** Markdown from a `.md` file in data/, as generator/content/markdown.ts compiled it. */
const prose = z
  .custom<Prose>(
    (value) => typeof value === 'object' && value !== null && 'blocks' in value && 'text' in value,
    'is not imported from a .md file',
  )
  .refine((value) => value.text.trim().length > 0, 'is empty')
  .refine(
    (value) => [...proseHrefs(value.blocks)].every(isAllowedProseHref),
    'has a link that is not https://, mailto:, tel: or a path on this site',
  );
export const proseSchema = prose;

const playableFile = /\.(mp4|webm|ogg|ogv|mov|m4v)(\?.*)?$/i;
/** YouTube (embedded) or a file the browser's own player can play. */
const videoUrl = url.refine((value) => youtubeVideoId(value) !== null || playableFile.test(new URL(value).pathname), {
  error: 'is neither a YouTube URL nor a playable video file (.mp4, .webm, .ogg, .mov)',
});

/** A file the build published under /assets/, alone or as a srcset of widths. */
const assetFile = z.string().regex(/^\/assets\/[^\s,]+$/, 'is not a file published under /assets/');
const assetSrcset = z.string().regex(/^\/assets\/[^\s,]+ \d+w(, \/assets\/[^\s,]+ \d+w)*$/, 'is not a srcset of files under /assets/');

/**
 * An image imported from assets/ or by URL from a CDN: a vector's URL or a raster's responsive
 * set; or, when a CDN could not be reached at all, its own URL.
 */
const image = z.union([
  z.string().regex(/^\/assets\/.+\.svg$/, 'is not an image imported from assets/'),
  url,
  z.strictObject({
    src: assetFile,
    width: z.number().positive(),
    height: z.number().positive(),
    srcset: assetSrcset,
    sources: z.array(z.strictObject({ type: z.string(), srcset: assetSrcset })),
  }),
]);

export const iconNameSchema = z.enum([
  'drone',
  'brain',
  'robot',
  'atom',
  'chart',
  'graduation',
  'award',
  'users',
  'book',
  'sprout',
  'microscope',
  'quote',
]);

export const skillSchema = z.strictObject({ icon: iconNameSchema, title: text });

export const educationEntrySchema = z.strictObject({ icon: iconNameSchema, title: text, detail: text, period: text });

const projectVideoSchema = z.strictObject({ url: videoUrl, title: text, thumbnail: image.optional() });

const year = z
  .number({ error: 'is not a year, as 2024' })
  .int({ error: 'is not a year, as 2024' })
  .min(1900, { error: 'is not a year, as 2024' })
  .max(2200, { error: 'is not a year, as 2024' });
/** The years a project ran: `{ from: 2022 }` while it goes on, `{ from: 2022, to: 2024 }` once it ended. */
const projectYearsSchema = z
  .strictObject({ from: year, to: year.optional() })
  .refine((years) => years.to === undefined || years.to >= years.from, {
    error: 'is before the year in "from"; leave "to" out while the project goes on',
    path: ['to'],
  });

export const projectSchema = z.strictObject({
  id: z.number().int().positive(),
  title: text.refine((title) => slugOf(title) !== '', 'has no letter or digit to make the project’s address (/projects/…/) from'),
  description: text,
  image,
  imageAlt: text,
  details: prose,
  tech: z.array(text).min(1, 'lists nothing'),
  link: url.optional(),
  videoUrl: videoUrl.optional(),
  videos: z.array(projectVideoSchema).optional(),
  paperLink: url.optional(),
  paperTitle: text.optional(),
  isBook: z.boolean().optional(),
  /** What the owner did in it ('Founder', 'Lead engineer'), shown in the page's facts column. */
  role: text.optional(),
  years: projectYearsSchema.optional(),
});

export const researchItemSchema = z.strictObject({
  title: text,
  role: text,
  description: text,
  quote: text.optional(),
  paperLink: url.optional(),
  paperTitle: text.optional(),
});

/** A month and a year ('June 2024'), so a list can be put in date order. */
const monthYear = text.refine(isMonthYear, { error: "is not a month and year, as 'June 2024'" });

export const certificationSchema = z.strictObject({ title: text, issuer: text, date: monthYear, credential: text, link: url });

export const articleSchema = z.strictObject({ title: text, description: text, date: text, url });

export const testimonialSchema = z.strictObject({
  quote: text,
  author: text,
  role: text,
  content: prose,
  icon: iconNameSchema,
  variant: z.enum(['primary', 'secondary']),
  /** Which group of /testimonials/ it is in: from a mentor of the owner's, or from someone they mentored. */
  from: z.enum(['mentor', 'mentee']),
  onHome: z.boolean().optional(),
  /** Their face, shown small and round beside their name; without one, their initials stand there. */
  photo: image.optional(),
});

const storyQuestionSchema = z.strictObject({ question: text, answer: prose });

/** The front matter of a chapter's file in data/story/; strict, so a misspelt field is named. */
export const storyFrontMatterSchema = z.strictObject({
  title: text,
  /** Without one, the chapter is 'Chapter N', numbered in order among those without one (data/story.ts). */
  label: text.optional(),
  order: z.number({ error: 'is not a number' }),
});

export const galleryImageSchema = z.strictObject({ src: image, alt: text, caption: text });

export const storyChapterSchema = storyFrontMatterSchema.extend({
  label: text,
  body: prose,
  questions: z.array(storyQuestionSchema).optional(),
  /** A picture from the gallery that shows what the chapter tells. */
  picture: galleryImageSchema.optional(),
});

export const highlightVideoSchema = z.strictObject({ title: text, url: videoUrl, poster: image });

export const siteSchema = z.strictObject({
  name: text,
  role: text,
  emails: z.tuple([z.email({ error: 'is not an email address' }), z.email({ error: 'is not an email address' })]),
  phone: z.string().regex(/^\+?[\d\s()-]{7,}$/, 'is not a phone number'),
  location: z.strictObject({
    town: text,
    country: text,
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'is not a two-letter country code such as KE'),
  }),
  jobTitle: text,
  social: z.strictObject({ linkedin: url, github: url, youtube: url }),
  whatsapp: url,
  resume: z.strictObject({ documentUrl: url, viewerUrl: url }),
  siteUrl: url.regex(/[^/]$/, 'must not end with a slash').refine(isBareAddress, {
    error: 'must be an absolute http(s) URL without query or fragment, written as the URL parser writes it',
  }),
  language: text.refine(isLanguageTag, 'is not a language tag such as en, sw or en-KE'),
  /** The owner's IANA time zone: it decides the copyright year. */
  timeZone: z.string().refine(isTimeZone, { error: 'is not an IANA time zone such as Africa/Nairobi' }),
  headline: text,
  tagline: text,
  fields: text,
  /** The owner's photo for the home page's first screen; a drawn scene stands in until there is one. */
  portrait: z.strictObject({ src: image, alt: text }).optional(),
});

/** Origin and path only, so appending '/resume/' to it makes a page's address. */
function isBareAddress(value: string) {
  try {
    const parsed = new URL(value);
    return `${parsed.origin}${parsed.pathname}`.replace(/\/$/, '') === value;
  } catch {
    return false;
  }
}

function isTimeZone(value: string) {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone === value;
  } catch {
    return false;
  }
}

// Single values that pages show, besides the collections.
export const paragraphSchema = text;
export const quoteSchema = text;
export const storyIntroSchema = z.strictObject({ quote: text, attribution: text });
export const externalUrlSchema = url;

export const navigationItemSchema = z.strictObject({ label: text, anchor: z.string().regex(/^[a-z0-9-]+$/, 'is not an anchor id') });
