/**
 * The project's own TypeScript as the TypeScript compiler reads it. Imports: static and dynamic
 * imports, re-exports, `import type` and `import('…')` types (which esbuild drops, so its metafile
 * would miss a type-only import of the generator). Texts: string, template and JSX text literals.
 * Comments never count.
 */
import path from 'node:path';
import { API } from 'typescript/unstable/sync';
import type { Node } from 'typescript/unstable/ast';
import { isLiteralLikeNode, isStringLiteralLikeNode } from 'typescript/unstable/ast/is';

const root = path.resolve(import.meta.dirname, '../..');

export interface Import {
  /** The importing file, relative to the project root. */
  from: string;
  line: number;
  /** The specifier as written. */
  specifier: string;
  /** The imported file, relative to the project root; undefined for a package. */
  to: string | undefined;
}

/** A literal text in a source file. */
export interface Text {
  file: string;
  line: number;
  text: string;
}

const candidates = (base: string) => [
  base,
  `${base}.ts`,
  `${base}.tsx`,
  `${base}.d.ts`,
  path.join(base, 'index.ts'),
  path.join(base, 'index.tsx'),
];

/** Bundler resolution of a relative specifier: a source file when one matches, else the file as named (an image, a Markdown file). */
function resolve(from: string, specifier: string, sources: ReadonlySet<string>) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(root, path.dirname(from), specifier);
  const found = candidates(base).find((candidate) => sources.has(candidate)) ?? base;
  return path.relative(root, found);
}

export function readSources() {
  const api = new API({ cwd: root });
  try {
    const project = api.updateSnapshot({ openProject: path.join(root, 'tsconfig.json') }).getProjects()[0];
    if (!project) throw new Error('tsconfig.json opened no project');
    const files = project.program.getSourceFileNames().filter((file) => file.startsWith(`${root}/`) && !file.includes('/node_modules/'));
    const sources = new Set(files);
    const imports: Import[] = [];
    const texts: Text[] = [];
    for (const file of files) {
      const source = project.program.getSourceFile(file);
      if (!source) throw new Error(`${file}: not in the program`);
      const from = path.relative(root, file);
      const lineOf = (node: Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      for (const node of source.imports.filter(isStringLiteralLikeNode)) {
        imports.push({ from, line: lineOf(node), specifier: node.text, to: resolve(from, node.text, sources) });
      }
      const visit = (node: Node): undefined => {
        if (isStringLiteralLikeNode(node) || isLiteralLikeNode(node)) texts.push({ file: from, line: lineOf(node), text: node.text });
        node.forEachChild(visit);
      };
      source.forEachChild(visit);
    }
    return { imports, texts };
  } finally {
    api.close();
  }
}

/** The folder a file belongs to: its first path segment (`components/hooks/x.ts` is in components), or the file itself at the root. */
export const folderOf = (file: string) => file.split('/')[0] ?? file;

export const describeImport = (edge: Import) => `${edge.from}:${edge.line} imports '${edge.specifier}'${edge.to ? ` (${edge.to})` : ''}`;

/** Strongly connected groups of more than one node (or a node importing itself): each is a cycle. */
export function cycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || edges.get(node)?.has(node)) found.push(group.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}
