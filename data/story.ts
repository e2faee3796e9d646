/**
 * The My Story page: an epigraph, seven chapters, an FAQ and closing thoughts. Each chapter is a
 * Markdown file in data/story/, listed in data/story/chapters.ts; its `order` places it (7.5 goes
 * between 7 and 8), its label is 'Chapter N' unless it gives one, and in the FAQ each `## heading` is a question.
 * The outline is the owner's, but many personal details (ages, family, school events,
 * a neighbour's operation, the pitch grant) are illustrative: the owner checks or replaces
 * each one before publishing. Spraying figures match data/projects.ts.
 */
import { storyFrontMatterSchema } from './schema';
import type { MarkdownFile } from './prose';
import type { StoryChapter } from './types';
import * as chapterFiles from './story/chapters';
import { galleryImages } from './gallery';
import firstSwitch from '../assets/gallery/01-first-switch.svg';
import smsDoor from '../assets/gallery/02-sms-door.svg';
import scienceCongress from '../assets/gallery/03-science-congress.svg';
import surgeryToCircuits from '../assets/gallery/04-surgery-to-circuits.svg';
import mechatronicsLab from '../assets/gallery/05-mechatronics-lab.svg';
import pitchNight from '../assets/gallery/06-pitch-night.svg';
import firstFlight from '../assets/gallery/07-first-flight.svg';

/** The gallery's pictures of what a chapter tells, shown with it, by the chapter's name in data/story/chapters.ts. */
const pictures: Partial<Record<keyof typeof chapterFiles, string>> = {
  theSwitch: firstSwitch,
  textedDoor: smsDoor,
  scienceCongress,
  surgeryToCircuits,
  machinesThink: mechatronicsLab,
  pitchNights: pitchNight,
  takesOff: firstFlight,
};

export const storyIntro: { quote: string; attribution: string } = {
  quote:
    'I wasn’t breaking it, Mum. I only wanted to see what was inside, and whether I could make it do something nobody had asked it to do.',
  attribution: 'Me, at fourteen, explaining a dismantled radio to my mother',
};

/** A chapter's file as the page shows it, without its label yet; the build has already checked its front matter. */
function chapterOf(markdown: MarkdownFile<unknown>, name: keyof typeof chapterFiles) {
  const picture = galleryImages.find((image) => image.src === pictures[name]);
  const chapter = { ...storyFrontMatterSchema.parse(markdown.frontMatter), body: markdown.body, ...(picture ? { picture } : {}) };
  if (markdown.sections.length === 0) return chapter;
  return { ...chapter, questions: markdown.sections.map((section) => ({ question: section.heading, answer: section.body })) };
}

const files = Object.entries(chapterFiles) as [keyof typeof chapterFiles, MarkdownFile<unknown>][];
const byOrder = files
  .map(([name, file]) => ({ file: file.file, chapter: chapterOf(file, name) }))
  .sort((a, b) => a.chapter.order - b.chapter.order);

/** Each chapter's file, in the order the page shows them: for messages. */
export const chapterSources: readonly string[] = byOrder.map(({ file }) => file);

// A chapter without a label of its own is numbered among those without one, in order.
let numbered = 0;
export const chapters: readonly StoryChapter[] = byOrder.map(({ chapter }) => ({
  ...chapter,
  label: chapter.label ?? `Chapter ${++numbered}`,
}));
