/**
 * Values in data/ that still stand in for real ones, marked where they are written (a comment
 * naming PLACEHOLDER), so the mark and the value are one fact. The sources are scanned, not the
 * evaluated content, so each is named by file and line.
 */
import path from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import { root } from '../paths';

export interface Placeholder {
  /** Relative to the project, e.g. `data/site.ts:9`. */
  where: string;
  /** The marked line without its mark, then the mark's note if any: `name: 'Your Name',`. */
  text: string;
}

/** The mark in TypeScript, in any case: `// PLACEHOLDER: note` or `/* PLACEHOLDER *\/` on the value's line or over it. */
const LINE_MARK = /\s*\/\/\s*placeholder\b:?\s*(.*)$/i;
const BLOCK_MARK = /\/\*+\s*(?:\*\s*)*placeholder\b:?\s*([\s\S]*?)\s*\*+\//gi;
/**
 * The mark in Markdown, an HTML comment opening with the word: one definition for the compiler,
 * which hides such a comment, and the scan, so no mark the compiler hides escapes the release gate.
 */
const MARKDOWN_MARK = String.raw`<!--\s*placeholder\b:?\s*([\s\S]*?)\s*-->`;
const markdownMarkWhole = new RegExp(String.raw`^\s*${MARKDOWN_MARK}\s*$`, 'i');
/** Whether a comment's source text, as written in the file, is a placeholder mark. */
export const isMarkdownPlaceholder = (source: string) => markdownMarkWhole.test(source);

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;
const oneLine = (note: string) => note.replace(/\s*\n\s*(?:[>*-]\s*)?/g, ' ').trim();

/** Each mark in one file, by line: a Markdown mark stands for its whole file. */
function marksIn(text: string, markdown: boolean) {
  const lines = text.split('\n');
  const marks = new Map<number, { value: string; note: string }>();
  if (markdown) {
    for (const match of text.matchAll(new RegExp(MARKDOWN_MARK, 'gi')))
      marks.set(lineAt(text, match.index), { value: 'the whole file', note: oneLine(match[1] ?? '') });
    return marks;
  }
  for (const match of text.matchAll(BLOCK_MARK)) {
    const line = lineAt(text, match.index);
    const end = lineAt(text, match.index + match[0].length);
    const around = (lines[line - 1] ?? '')
      .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
      .replace(/^.*\*\//, '')
      .trim();
    marks.set(line, { value: around || (lines[end] ?? '').trim(), note: oneLine((match[1] ?? '').replace(/^\s*\*\s?/gm, '')) });
  }
  lines.forEach((line, index) => {
    const note = LINE_MARK.exec(line)?.[1];
    if (note !== undefined && !marks.has(index + 1)) marks.set(index + 1, { value: line.replace(LINE_MARK, '').trim(), note: note.trim() });
  });
  return marks;
}

export async function findPlaceholders(dataDir = path.join(root, 'data')): Promise<Placeholder[]> {
  const files = (await readdir(dataDir, { recursive: true })).filter((file) => /\.(tsx?|md)$/.test(file)).sort();
  const found: Placeholder[] = [];
  for (const file of files) {
    const text = await readFile(path.join(dataDir, file), 'utf8');
    const relative = path.relative(root, path.join(dataDir, file)).split(path.sep).join('/');
    const marks = [...marksIn(text, file.endsWith('.md'))].sort(([a], [b]) => a - b);
    for (const [line, { value, note }] of marks) found.push({ where: `${relative}:${line}`, text: note ? `${value}  (${note})` : value });
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
