import { expect, test } from 'vitest';
import { alreadyWritten, compilationFingerprint } from '../../generator/compilation-fingerprint';
import type { Compilation } from '../../generator/compile';

const module = (file: string, css = '') => ({ file, css, inputs: [] });

function compilation(overrides: Partial<Compilation> = {}): Compilation {
  return {
    pages: new Map([['home', module('/cache/home-AAAA.js', '.a{color:red}')]]),
    errorScreen: module('/cache/error-screen-BBBB.js'),
    site: module('/cache/site-CCCC.js'),
    routes: module('/cache/routes-DDDD.js'),
    content: module('/cache/content-EEEE.js'),
    behaviours: new Map([['menu', 'menu()']]),
    themeScript: 'theme()',
    files: new Map([['assets/photo-1234.webp', new Uint8Array([1])]]),
    inputs: new Set(['/project/data/site.ts', '/project/pages/home.tsx']),
    ...overrides,
  };
}

test('the same modules, styles, scripts and images give the same fingerprint; any one of them moving changes it', () => {
  const written = compilationFingerprint(compilation());
  expect(compilationFingerprint(compilation())).toBe(written);
  const moved: Partial<Compilation>[] = [
    { pages: new Map([['home', module('/cache/home-FFFF.js', '.a{color:red}')]]) },
    { pages: new Map([['home', module('/cache/home-AAAA.js', '.a{color:blue}')]]) },
    { site: module('/cache/site-9999.js') },
    { behaviours: new Map([['menu', 'menu(1)']]) },
    { themeScript: 'theme(1)' },
    { files: new Map([['assets/photo-5678.webp', new Uint8Array([1])]]) },
  ];
  for (const change of moved) expect(compilationFingerprint(compilation(change)), JSON.stringify(Object.keys(change))).not.toBe(written);
});

test('a rebuild is already written only when every saved file is one esbuild read, and nothing is known when the saves are not', () => {
  const written = compilationFingerprint(compilation());
  /** The watcher's question for a rebuild that compiled to `built`. */
  const asked = (built: Compilation, lastWritten: string | undefined, changed: ReadonlySet<string> | undefined) =>
    alreadyWritten(built, compilationFingerprint(built), lastWritten, changed);
  expect(asked(compilation(), written, new Set(['/project/data/site.ts']))).toBe(true);
  // The render reads the site's icon itself: the compilation cannot show that it changed.
  expect(asked(compilation(), written, new Set(['/project/data/site.ts', '/project/assets/icon.svg']))).toBe(false);
  expect(asked(compilation(), written, undefined)).toBe(false);
  expect(asked(compilation(), undefined, new Set(['/project/data/site.ts']))).toBe(false);
  expect(asked(compilation({ themeScript: 'theme(2)' }), written, new Set(['/project/data/site.ts']))).toBe(false);
});
