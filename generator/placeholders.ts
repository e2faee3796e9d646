/**
 * Values in data/ that still stand in for real ones. A placeholder is marked where it is written,
 * with a `// PLACEHOLDER` comment ending its line, so the mark and the value are one fact: the
 * owner removes the mark when they put in the real value. A scan of the sources (not of the
 * evaluated content) is what can name the file and line.
 */
import path from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import { root } from './paths';

export interface Placeholder {
  /** Relative to the project, e.g. `data/site.ts:9`. */
  where: string;
  /** The marked line without its mark, then the mark's note if any: `name: 'Your Name',`. */
  text: string;
}

/** The mark, and the note after it: `// PLACEHOLDER: add the university's name`. */
const MARK = /\s*\/\/\s*PLACEHOLDER\b:?\s*(.*)$/;
/** In Markdown, a comment on its own line: `<!-- PLACEHOLDER: an invented draft -->`. */
const MARKDOWN_MARK = /^\s*<!--\s*PLACEHOLDER\b:?\s*(.*?)\s*-->\s*$/;
/** The one comment generator/markdown.ts lets through (and never shows): a placeholder mark. */
export const isMarkdownPlaceholder = (html: string) => MARKDOWN_MARK.test(html);

export async function findPlaceholders(dataDir = path.join(root, 'data')): Promise<Placeholder[]> {
  const files = (await readdir(dataDir, { recursive: true })).filter((file) => /\.(tsx?|md)$/.test(file)).sort();
  const found: Placeholder[] = [];
  for (const file of files) {
    const lines = (await readFile(path.join(dataDir, file), 'utf8')).split('\n');
    const relative = path.relative(root, path.join(dataDir, file)).split(path.sep).join('/');
    const markdown = file.endsWith('.md');
    lines.forEach((line, index) => {
      const note = (markdown ? MARKDOWN_MARK : MARK).exec(line)?.[1];
      if (note === undefined) return;
      // A Markdown mark stands for its whole file.
      const value = markdown ? 'the whole file' : line.replace(MARK, '').trim();
      found.push({ where: `${relative}:${index + 1}`, text: note ? `${value}  (${note})` : value });
    });
  }
  return found;
}

/** What to do with a sample item the owner does not have, rather than invent a value for it. */
const removingSamples =
  'A sample item you do not have (a certification you never earned, a sample testimonial): delete its whole `{ ... },` entry from the list, and its .md file if it has one; a section left with none disappears from the site with its links.';

/** The marks grouped by file, each file with its count, in the order the scan found them. */
export function formatPlaceholders(placeholders: readonly Placeholder[], release: boolean) {
  const byFile = new Map<string, Placeholder[]>();
  for (const placeholder of placeholders) {
    const file = placeholder.where.replace(/:\d+$/, '');
    byFile.set(file, [...(byFile.get(file) ?? []), placeholder]);
  }
  const values = `${placeholders.length} value${placeholders.length === 1 ? '' : 's'}`;
  const files = `${byFile.size} file${byFile.size === 1 ? '' : 's'}`;
  const count = `${values} in ${files} ${placeholders.length === 1 ? 'is' : 'are'} still marked PLACEHOLDER`;
  const heading = release
    ? `Release refused: ${count}. Put in the real values and remove their marks:`
    : `Warning: ${count} (a release build, \`npm run build -- --release\`, refuses them):`;
  const width = Math.max(...placeholders.map((placeholder) => placeholder.where.length));
  const groups = [...byFile].flatMap(([file, marks]) => [
    `  ${file} (${marks.length})`,
    ...marks.map((placeholder) => `    ${placeholder.where.padEnd(width)}  ${placeholder.text}`),
  ]);
  return [heading, ...groups, removingSamples].join('\n');
}
