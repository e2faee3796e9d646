/**
 * The My Story page: an epigraph, seven chapters, an FAQ and closing thoughts. Each chapter is a
 * Markdown file in data/story/; its `order` places it, and in the FAQ each `## heading` is a question.
 * The outline is the owner's, but many personal details (ages, family, school events,
 * a neighbour's operation, the pitch grant) are illustrative: the owner checks or replaces
 * each one before publishing. Spraying figures match data/projects.ts.
 */
import { storyFrontMatterSchema } from './schema';
import type { MarkdownFile } from './prose';
import type { StoryChapter } from './types';
import theSwitch from './story/01-the-switch.md';
import textedDoor from './story/02-the-boy-who-texted-his-door-open.md';
import scienceCongress from './story/03-chairman-of-the-science-congress.md';
import surgeryToCircuits from './story/04-from-surgery-to-circuits.md';
import machinesThink from './story/05-learning-how-machines-think.md';
import pitchNights from './story/06-pitch-nights.md';
import takesOff from './story/07-angashamba-takes-off.md';
import faq from './story/08-faq.md';
import finalThoughts from './story/09-final-thoughts.md';

export const storyIntro: { quote: string; attribution: string } = {
  quote:
    'I wasn’t breaking it, Mum. I only wanted to see what was inside, and whether I could make it do something nobody had asked it to do.',
  attribution: 'Me, at fourteen, explaining a dismantled radio to my mother',
};

/** A chapter's file as the page shows it; the build has already checked its front matter. */
function chapterOf(markdown: MarkdownFile<unknown>): StoryChapter {
  const chapter = { ...storyFrontMatterSchema.parse(markdown.frontMatter), body: markdown.body };
  if (markdown.sections.length === 0) return chapter;
  return { ...chapter, questions: markdown.sections.map((section) => ({ question: section.heading, answer: section.body })) };
}

export const chapters: readonly StoryChapter[] = [
  theSwitch,
  textedDoor,
  scienceCongress,
  surgeryToCircuits,
  machinesThink,
  pitchNights,
  takesOff,
  faq,
  finalThoughts,
]
  .map(chapterOf)
  .sort((a, b) => a.order - b.order);
