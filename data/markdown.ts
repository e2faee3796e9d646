/**
 * Which `.md` files in data/ take front matter, checked by which schema, and which may be cut
 * into sections by `##` headings. The first entry whose pattern matches a file applies
 * (`*` is any name within a folder, `**` any folders).
 */
import type { z } from 'zod';
import { storyFrontMatterSchema } from './schema';

export interface MarkdownKind {
  files: string;
  frontMatter?: z.ZodObject;
  /** What a `##` heading starts in these files; without it, headings are refused. */
  sections?: string;
}

export const markdownKinds: readonly MarkdownKind[] = [
  { files: 'data/story/*.md', frontMatter: storyFrontMatterSchema, sections: 'question' },
  { files: 'data/**/*.md' },
];
