import { beforeAll, describe, expect, it } from 'vitest';
import { site as owner } from '../../data/site';
import { cycles, describeImport, folderOf, type Import, readSources, type Text } from '../support/import-graph';

/**
 * The layers run one way (docs/architecture.md, "Layers"): data <- markup (components, pages, styles) <- the
 * generator; client scripts use only their hook modules.
 */
const site = ['pages', 'components', 'data', 'styles', 'client', 'assets.d.ts'];
const generator = ['generator', 'build.ts'];
const markup = ['components', 'pages', 'styles'];
const clientMayUse = ['components/hooks/', 'client/head/'];

let imports: Import[];
let texts: Text[];
beforeAll(() => {
  ({ imports, texts } = readSources());
});

const own = () => imports.filter((edge): edge is Import & { to: string } => edge.to !== undefined);
const violations = (rule: (edge: Import & { to: string }) => boolean, why: string) =>
  own()
    .filter(rule)
    .map((edge) => `${describeImport(edge)}: ${why}`);

function graph(node: (file: string) => string) {
  const edges = new Map<string, Set<string>>();
  for (const edge of own()) {
    const [from, to] = [node(edge.from), node(edge.to)];
    if (from === to && edge.from !== edge.to) continue;
    edges.set(from, (edges.get(from) ?? new Set()).add(to));
  }
  return edges;
}

/** Each cycle as the imports that close it, so the message names the files to change. */
function cycleImports(node: (file: string) => string) {
  return cycles(graph(node)).map((group) => {
    const members = new Set(group);
    const byDirection = new Map<string, string[]>();
    for (const edge of own()) {
      const [from, to] = [node(edge.from), node(edge.to)];
      if (!members.has(from) || !members.has(to) || (from === to && edge.from !== edge.to)) continue;
      const direction = `${from} -> ${to}`;
      byDirection.set(direction, [...(byDirection.get(direction) ?? []), describeImport(edge)]);
    }
    // The few imports of one direction are usually the wrong ones: list them all, and only the first of a crowd.
    const directions = [...byDirection].map(([direction, edges]) =>
      edges.length <= 4 ? `${direction}: ${edges.join('; ')}` : `${direction}: ${edges[0]} and ${edges.length - 1} more`,
    );
    return `cycle among ${group.join(', ')}; ${directions.join(' | ')}`;
  });
}

describe('import directions', () => {
  it('keeps the site (pages, components, data, styles, client, assets.d.ts) free of the generator', () => {
    const inSite = (file: string) => site.includes(folderOf(file));
    const isGenerator = (file: string) => generator.includes(folderOf(file));
    expect(violations((edge) => inSite(edge.from) && isGenerator(edge.to), 'the site never imports the generator')).toEqual([]);
  });

  it('keeps data/ below the markup: content imports only data and assets', () => {
    const allowed = ['data', 'assets'];
    expect(
      violations(
        (edge) => folderOf(edge.from) === 'data' && !allowed.includes(folderOf(edge.to)),
        `data/ imports only ${allowed.join('/ and ')}/, never markup (${markup.join(', ')}) or anything above`,
      ),
    ).toEqual([]);
  });

  it('lets client scripts import only their hook modules', () => {
    expect(
      violations(
        (edge) => folderOf(edge.from) === 'client' && !clientMayUse.some((folder) => edge.to.startsWith(folder)),
        `a client script imports only ${clientMayUse.join(' or ')}`,
      ),
    ).toEqual([]);
  });

  it('has no import cycle among files', () => {
    expect(cycleImports((file) => file)).toEqual([]);
  });

  it('has no import cycle between folders', () => {
    expect(cycleImports(folderOf)).toEqual([]);
  });
});

describe("the owner's words", () => {
  it('are written only in data/: no component, page or generator step retypes them', () => {
    const { name, headline, tagline, jobTitle, role, fields, location } = owner;
    const words = [name, headline, tagline, jobTitle, role, fields, location.town, location.country];
    const written = texts.filter((text) => ['components', 'pages', 'generator'].includes(folderOf(text.file)));
    const retyped = written.flatMap((text) =>
      words
        .filter((word) => text.text.includes(word))
        .map((word) => `${text.file}:${text.line} writes '${word}' (data/site.ts): the owner's words live in data/ only`),
    );
    expect(retyped).toEqual([]);
  });
});
