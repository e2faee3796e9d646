import { execFileSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { pageScripts } from '../../generator/pipeline/render';

/** Runs a page's script file (as a plain script: the behaviours' scopes are their functions') and lists what ran. */
async function run(text: string) {
  const context: { ran: string[] } = { ran: [] };
  runInNewContext(text, context);
  // A failing behaviour is reported as an unhandled rejection, after the others ran.
  await new Promise((resolve) => setTimeout(resolve, 10));
  return context.ran;
}

const behaviours = new Map([
  ['menu', 'ran.push("menu");'],
  ['shapes', 'const seen = 1; throw new Error("no IntersectionObserver on this phone");'],
  ['tooltip', 'const seen = 2; ran.push("tooltip " + seen);'],
]);

test('a page gets one file with the behaviours it declared, named by its contents', async () => {
  const scripts = pageScripts(behaviours);
  const address = scripts.scriptFor(new Set(['tooltip', 'menu']));
  expect(address).toMatch(/^\/assets\/scripts-[0-9A-Z]{8}\.js$/);
  expect(await run(scripts.files.get(address?.slice(1) ?? '') ?? '')).toEqual(['menu', 'tooltip 2']);
  expect(scripts.scriptFor(new Set(['menu', 'tooltip']))).toBe(address);
  expect(scripts.scriptFor(new Set())).toBeUndefined();
});

test('a behaviour that throws stops only itself, as a module of its own did', async () => {
  const scripts = pageScripts(behaviours);
  const address = scripts.scriptFor(new Set(['menu', 'shapes', 'tooltip'])) ?? '';
  const unhandled: unknown[] = [];
  const onRejection = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    expect(await run(scripts.files.get(address.slice(1)) ?? '')).toEqual(['menu', 'tooltip 2']);
  } finally {
    process.off('unhandledRejection', onRejection);
  }
  expect(String(unhandled[0])).toContain('no IntersectionObserver on this phone');
});

test('a component declaring a behaviour with no client script is an error naming it', () => {
  expect(() => pageScripts(behaviours).scriptFor(new Set(['carousel']))).toThrow(
    "A component declares the client behaviour 'carousel', but there is no client/carousel.ts.",
  );
});

test('behaviours come in the same order, and so the same file, whatever the language of the machine that builds', () => {
  // collectBehaviours on a client build's outputs, in a Node started with the given language.
  const order = (language: string) =>
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { collectBehaviours } = await import('./generator/pipeline/browser-scripts.ts');
         const names = ['menu', 'youtube-facade', 'header', 'chapter-nav'];
         const outputs = Object.fromEntries(names.map((name) => ['out/' + name + '.js', { entryPoint: 'client/' + name + '.ts' }]));
         const outputFiles = names.map((name) => ({ path: 'out/' + name + '.js', text: name }));
         console.log([...collectBehaviours({ outputFiles, metafile: { outputs } }).keys()].join(' '));`,
      ],
      { env: { ...process.env, LANG: language, LC_ALL: language }, encoding: 'utf8' },
    ).trim();
  const expected = 'chapter-nav header menu youtube-facade';
  // Czech sorts "ch" after "h"; Lithuanian sorts "y" with "i".
  for (const language of ['C.UTF-8', 'cs_CZ.UTF-8', 'lt_LT.UTF-8']) expect(order(language), language).toBe(expected);
});
