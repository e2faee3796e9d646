/**
 * Markdown as the pages receive it: a small tree made at build time from the owner's `.md` files
 * (generator/markdown.ts) and drawn by components/Prose.tsx. No HTML strings: a page can only show
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

/**
 * Where a link in prose may go: another site over http(s), mail, a phone, or a path or anchor on
 * this site. `//host` and `/\host` are refused: browsers read both as another site.
 */
export const isAllowedProseHref = (href: string) => /^(https?:\/\/[^/\\]|mailto:|tel:|\/(?![/\\])|#)/i.test(href);

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
