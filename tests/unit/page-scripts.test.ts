import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { pageScripts } from '../../generator/page-scripts';

/** Runs a page's script file the way the browser runs a module, and what it left behind. */
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
