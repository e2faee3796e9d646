/**
 * Markdown as the pages receive it: a small tree made at build time from the owner's `.md` files
 * (generator/content/markdown.ts) and drawn by components/Prose.tsx. No HTML strings: a page can only show
 * what these few kinds of node describe.
 */
export type Inline =
  | { type: 'text'; value: string }
  | { type: 'emphasis'; children: readonly Inline[] }
  | { type: 'strong'; children: readonly Inline[] }
  | { type: 'link'; href: string; children: readonly Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'paragraph'; children: readonly Inline[] }
  | { type: 'list'; ordered: boolean; items: readonly (readonly Block[])[] }
  | { type: 'blockquote'; children: readonly Block[] };

export interface Prose {
  blocks: readonly Block[];
  /** What a reader sees, without markup: paragraphs apart by a blank line. For excerpts. */
  text: string;
}

/** A part of a file that starts with a `## Heading`, such as one question of the FAQ. */
export interface ProseSection {
  heading: string;
  body: Prose;
}

/** What importing a `.md` file from data/ gives. */
export interface MarkdownFile<FrontMatter = null> {
  /** The file, from the project's root: for messages. */
  file: string;
  frontMatter: FrontMatter;
  /** Everything before the first `##` heading. */
  body: Prose;
  sections: readonly ProseSection[];
}

/** Stands for the site's origin while a link is read: an address no real site has. */
const siteBase = new URL('https://site.invalid/');

/**
 * Where a link in prose may go: another site over https, mail, a phone, or a path or anchor on
 * this site. The link is read as browsers read it (the WHATWG URL parser, which drops tabs and
 * newlines anywhere, trims spaces and controls, and takes `\` for `/`): `/<TAB>/host`, `//host`
 * and `/\host` all lead to another site, so a link is kept only when what the owner wrote and
 * where a browser goes agree. Any control character or space at either end is refused outright.
 */
export function isAllowedProseHref(href: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\u0000-\u001f\u007f]/.test(href) || href.trim() !== href) return false;
  let target: URL;
  try {
    target = new URL(href, siteBase);
  } catch {
    return false;
  }
  if (target.origin === siteBase.origin) return /^[/#]/.test(href) && !/^\/[/\\]/.test(href);
  if (target.protocol === 'https:') return /^https:\/\/[^/\\]/i.test(href) && target.host !== '';
  return (target.protocol === 'mailto:' || target.protocol === 'tel:') && href.toLowerCase().startsWith(target.protocol);
}

/** Every link target in a tree of prose blocks. */
export function* proseHrefs(blocks: readonly Block[]): Generator<string> {
  const inline = function* (nodes: readonly Inline[]): Generator<string> {
    for (const node of nodes) {
      if (node.type === 'link') yield node.href;
      if ('children' in node) yield* inline(node.children);
    }
  };
  for (const block of blocks) {
    if (block.type === 'paragraph') yield* inline(block.children);
    else if (block.type === 'blockquote') yield* proseHrefs(block.children);
    else for (const item of block.items) yield* proseHrefs(item);
  }
}
