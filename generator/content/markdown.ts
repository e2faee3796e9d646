/**
 * The owner's Markdown, compiled at build time into the small tree of data/prose.ts: front matter
 * checked by its zod schema, the body limited to what the site shows (paragraphs, emphasis,
 * strong, links, lists, block quotes). Anything else, raw HTML first of all, is refused with the
 * line it is on, so no file can put markup or script on a page.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { LineCounter, isMap, isScalar, parseDocument, visit } from 'yaml';
import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import type { MarkdownKind } from '../../data/markdown';
import { isMarkdownPlaceholder } from './placeholders';
import { closestField } from './field-names';
import { isAllowedProseHref, type Block, type Inline, type MarkdownFile, type Prose, type ProseSection } from '../../data/prose';

interface MarkdownProblem {
  line: number;
  message: string;
}

export type MarkdownResult = { ok: true; file: MarkdownFile<unknown> } | { ok: false; problems: MarkdownProblem[] };

const frontMatterPattern = /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;

const unsupported: Partial<Record<Nodes['type'], string>> = {
  html: 'raw HTML is not allowed in Markdown; write the text with Markdown only (*emphasis*, **strong**, [a link](https://…))',
  image: 'images are not shown from Markdown; add them in the data file beside it',
  code: 'code blocks are not shown on this site; an indented line (4 spaces) also makes one',
  inlineCode: '`code` is not shown on this site; remove the backticks',
  thematicBreak: 'horizontal rules (---, ***) are not shown on this site',
  table: 'tables are not shown on this site',
  definition: 'link definitions ([name]: url) are not supported; write the link inline: [text](url)',
  linkReference: 'reference links ([text][name]) are not supported; write the link inline: [text](url)',
  imageReference: 'images are not shown from Markdown',
  footnoteReference: 'footnotes are not supported',
  footnoteDefinition: 'footnotes are not supported',
};

/**
 * How deep emphasis, links, quotes and lists may sit inside one another: far past what prose uses,
 * and short of the call stack (5,000 levels of `*` overflowed it).
 */
const maxDepth = 16;
const tooDeep = `is nested more than ${maxDepth} deep (emphasis, links, quotes or lists inside one another); write it flatter`;

/** Compiles one file's text. `file` is its path from the project root, for messages. */
export function compileMarkdown(source: string, file: string, kind: MarkdownKind): MarkdownResult {
  const problems: MarkdownProblem[] = [];
  const fence = frontMatterPattern.exec(source);
  const hasFrontMatter = fence !== null && fence.index === 0;
  let frontMatter: unknown = null;
  let bodyStart = 0;
  let bodyLine = 1;

  if (source.startsWith('---') && !hasFrontMatter) {
    problems.push({ line: 1, message: 'front matter is not closed: end it with a line of three dashes (---)' });
  } else if (hasFrontMatter && fence) {
    bodyStart = fence[0].length;
    bodyLine = lineCount(fence[0]) + 1;
    if (!kind.frontMatter) {
      problems.push({ line: 1, message: `has front matter, but ${kind.files} files take none: remove the lines between the dashes` });
    } else {
      frontMatter = checkFrontMatter(fence[1] ?? '', bodyLine - 1, kind.frontMatter, problems);
    }
  } else if (kind.frontMatter) {
    problems.push({
      line: 1,
      message: `has no front matter: start the file with these fields between two lines of three dashes (---): ${Object.keys(kind.frontMatter.shape).join(', ')}`,
    });
  }

  const bodyText = source.slice(bodyStart);
  // micromark's work grows faster than the nesting (400 list levels: 4 s), so a line indented or
  // quoted past any depth the site takes is refused before the parser sees it.
  const deepLine = bodyText.split('\n').findIndex((line) => {
    const lead = /^[ \t>]*/.exec(line)?.[0] ?? '';
    const width = [...lead].reduce((sum, char) => sum + (char === '\t' ? 4 : 1), 0);
    return width > 4 * (maxDepth + 1) || lead.split('>').length - 1 > maxDepth;
  });
  if (deepLine >= 0) return { ok: false, problems: [...problems, { line: bodyLine + deepLine, message: tooDeep }] };
  const tree = fromMarkdown(bodyText);
  const writtenText = (node: Nodes) => bodyText.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
  const lineOf = (node: Nodes) => (node.position?.start.line ?? 1) + bodyLine - 1;
  const refuse = (node: Nodes, message: string) => problems.push({ line: lineOf(node), message });

  const inline = (nodes: readonly PhrasingContent[], depth = 0): Inline[] =>
    nodes.flatMap((node): Inline[] => {
      if (depth > maxDepth) {
        refuse(node, tooDeep);
        return [];
      }
      switch (node.type) {
        case 'text':
          return [{ type: 'text', value: node.value }];
        case 'emphasis':
        case 'strong':
          return [{ type: node.type, children: inline(node.children, depth + 1) }];
        case 'break':
          return [{ type: 'break' }];
        case 'link':
          if (!isAllowedProseHref(node.url))
            refuse(
              node,
              `link "${plainText(inline(node.children))}" goes to "${shown(node.url)}": use an https:// address, mailto:, tel: or a path on this site (/my-story/)`,
            );
          return [{ type: 'link', href: node.url, children: inline(node.children, depth + 1) }];
        default:
          refuse(node, unsupported[node.type] ?? `${node.type} is not supported in Markdown here`);
          return [];
      }
    });

  const block = (nodes: readonly RootContent[], depth = 0): Block[] =>
    nodes.flatMap((node): Block[] => {
      if (depth > maxDepth) {
        refuse(node, tooDeep);
        return [];
      }
      switch (node.type) {
        case 'paragraph':
          return [{ type: 'paragraph', children: inline(node.children, depth) }];
        case 'blockquote':
          return [{ type: 'blockquote', children: block(node.children, depth + 1) }];
        case 'list':
          return [{ type: 'list', ordered: node.ordered === true, items: node.children.map((item) => block(item.children, depth + 1)) }];
        case 'html':
          // The one comment Markdown files take: a placeholder mark, listed by the build, never shown.
          // Judged as written in the file, as generator/content/placeholders.ts's scan reads it.
          if (isMarkdownPlaceholder(writtenText(node))) return [];
          refuse(node, unsupported.html ?? '');
          return [];
        case 'heading':
          refuse(
            node,
            kind.sections
              ? `use a level-2 heading (## …) to start a ${kind.sections}`
              : `headings are not used in ${kind.files} files: the page gives this text its heading`,
          );
          return [];
        default:
          refuse(node, unsupported[node.type] ?? `${node.type} is not supported in Markdown here`);
          return [];
      }
    });

  // The body runs to the first `##` heading; each heading then starts a section.
  const parts: { heading: RootContent | null; nodes: RootContent[] }[] = [{ heading: null, nodes: [] }];
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2 && kind.sections) parts.push({ heading: node, nodes: [] });
    else parts.at(-1)?.nodes.push(node);
  }
  const [intro, ...rest] = parts;
  const body = prose(block(intro?.nodes ?? []));
  const sections = rest.map(({ heading, nodes }): ProseSection => {
    const title = heading?.type === 'heading' ? plainText(inline(heading.children)) : '';
    const section = { heading: title, body: prose(block(nodes)) };
    if (heading && !section.body.text) refuse(heading, `the ${kind.sections ?? 'section'} "${title}" has no text under it`);
    return section;
  });
  if (!body.text && sections.length === 0) problems.push({ line: bodyLine, message: 'has no text' });

  if (problems.length === 0) return { ok: true, file: { file, frontMatter, body, sections } };
  // One message a line is enough: an opening and a closing tag are one mistake.
  const distinct = [...new Map(problems.map((problem) => [`${problem.line}:${problem.message}`, problem])).values()];
  return { ok: false, problems: distinct.sort((a, b) => a.line - b.line) };
}

/** Parses and checks the YAML between the fences, which open on line 1 and close on `closingLine`. */
function checkFrontMatter(
  yaml: string,
  closingLine: number,
  schema: NonNullable<MarkdownKind['frontMatter']>,
  problems: MarkdownProblem[],
) {
  const fields = Object.keys(schema.shape).join(', ');
  // The YAML's first line is the file's second.
  const offset = 1;
  const lineCounter = new LineCounter();
  const document = parseDocument(yaml, { lineCounter, prettyErrors: false });
  const syntax = document.errors[0];
  if (syntax) {
    problems.push({
      line: offset + lineCounter.linePos(syntax.pos[0]).line,
      message: `front matter is not valid YAML: ${syntax.message.split('\n')[0]}`,
    });
    return null;
  }
  const keyLines = new Map<string, number>();
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      if (isScalar(pair.key) && pair.key.range) keyLines.set(String(pair.key.value), offset + lineCounter.linePos(pair.key.range[0]).line);
    }
  } else if (document.contents !== null) {
    problems.push({ line: offset + 1, message: `front matter must be fields, one a line: ${fields}` });
    return null;
  }
  let value: unknown;
  try {
    // yaml stops an alias bomb (a few lines that expand to millions of values) with a ReferenceError.
    value = document.toJS() ?? {};
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    let firstAlias = 0;
    visit(document, {
      Alias(_key, node) {
        firstAlias = node.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    problems.push({
      line: offset + lineCounter.linePos(firstAlias).line,
      message: 'front matter repeats its aliases (*name) too often to be read; write the values out',
    });
    return null;
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // A misspelt field is named once, with the one it likely meant, not again as a missing field.
  const allowed = Object.keys(schema.shape).filter((field) => !keyLines.has(field));
  const unknown = result.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : []));
  const meant = new Set(unknown.flatMap((key) => closestField(key, allowed) ?? []));
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const guess = closestField(key, allowed);
        const hint = guess ? ` (did you mean "${guess}"?)` : '';
        problems.push({ line: keyLines.get(key) ?? offset + 1, message: `front matter field "${key}" is not one of: ${fields}${hint}` });
      }
      continue;
    }
    const key = String(issue.path[0] ?? '');
    const missing = !keyLines.has(key);
    if (missing && meant.has(key)) continue;
    problems.push({
      line: missing ? closingLine : (keyLines.get(key) ?? closingLine),
      message: `front matter field "${key}" ${missing ? 'is missing' : issue.message}`,
    });
  }
  return null;
}

/** A value as the owner can read it in a terminal: tabs, newlines and other controls spelt out. */
function shown(value: string) {
  const names: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is spelt out.
  return value.replace(/[\u0000-\u001f\u007f]/g, (char) => names[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function lineCount(text: string) {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function plainText(nodes: readonly Inline[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.value : node.type === 'break' ? ' ' : plainText(node.children))).join('');
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return plainText(block.children);
    case 'blockquote':
      return block.children.map(blockText).join('\n\n');
    case 'list':
      return block.items.map((item) => item.map(blockText).join('\n')).join('\n');
  }
}

function prose(blocks: Block[]): Prose {
  return { blocks, text: blocks.map(blockText).join('\n\n') };
}
