import { expect, test } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { startWatcher } from '../support/watcher';
import { differencesFromBuild } from '../support/dist-parity';
import { testPort } from '../support/ports';

/**
 * A stylesheet that reaches the theme only through a plain module (styles/borders.ts imports
 * theme.css): vanilla-extract's compile bundles the theme into it, so its module imports the theme's
 * CSS and is compiled again when anything the theme imports changes.
 */
const zed = `import { style } from '@vanilla-extract/css';
import { hairline } from '../styles/borders';

export const zed = style({ borderTop: hairline });
`;

/**
 * Adds Zed to the not-found page. `importedFirst`: before the page's own stylesheet, so Zed is the
 * first stylesheet there to reach the theme (its CSS order shows); otherwise after it, where the
 * page's de-duplicated CSS hides the order and only Zed's own rules can differ.
 */
async function addZed(project: ProjectCopy, { importedFirst }: { importedFirst: boolean }) {
  await project.write('components/Zed.css.ts', zed);
  const importZed = "import { zed } from '../components/Zed.css';\n";
  await project.edit('pages/not-found.tsx', (text) =>
    (importedFirst
      ? importZed + text
      : text.replace("import * as styles from './not-found.css';\n", `import * as styles from './not-found.css';\n${importZed}`)
    ).replace('<p className={styles.code}>', '<p data-zed={zed} className={styles.code}>'),
  );
}

test('a stylesheet that imports the theme only through styles/borders.ts has the theme’s CSS before its own, as npm run build', {
  timeout: 120_000,
}, async () => {
  const project = await copyProject();
  try {
    await addZed(project, { importedFirst: true });
    const watcher = await startWatcher(project, testPort(310));
    await watcher.stop();
    expect(await differencesFromBuild(project)).toEqual([]);
  } finally {
    await project.remove();
  }
});

test('after a palette save that renames the theme’s variables, that stylesheet reads the new names', { timeout: 180_000 }, async () => {
  const project = await copyProject();
  try {
    await addZed(project, { importedFirst: false });
    const watcher = await startWatcher(project, testPort(311));
    try {
      const since = watcher.output.length;
      // A new colour first: every variable after it in the theme gets another name (borderWidth's among them).
      await project.edit('styles/palette.ts', (text) =>
        text
          .replace('export const light = {\n', "export const light = {\n  canvas: '#f6f7f3',\n")
          .replace('export const dark: typeof light = {\n', "export const dark: typeof light = {\n  canvas: '#0c1411',\n"),
      );
      await watcher.waitForOutput(/starting again[\s\S]*Serving dist\//, since, 120_000);
    } finally {
      await watcher.stop();
    }
    expect(await differencesFromBuild(project)).toEqual([]);
  } finally {
    await project.remove();
  }
});

test('a plain module and the theme that import each other still build, as they do in npm run build', { timeout: 180_000 }, async () => {
  const project = await copyProject();
  try {
    const watcher = await startWatcher(project, testPort(312));
    try {
      // styles/helpers.ts reads the theme only inside a function; the theme takes a constant from it.
      await project.write(
        'styles/helpers.ts',
        "import { vars } from './theme.css';\n\nexport const fullRadius = '998px';\nexport const accentEdge = () => '1px solid ' + vars.color.accent;\n",
      );
      const since = watcher.output.length;
      await project.edit('styles/theme.css.ts', (text) =>
        text
          .replace(
            "import { fontWeight, textFontStack } from './fonts';",
            "import { fontWeight, textFontStack } from './fonts';\nimport { fullRadius } from './helpers';",
          )
          .replace("full: '999px'", 'full: fullRadius'),
      );
      const printed = await watcher.waitForOutput(/rebuilt in \d+ ms|Rebuild failed/, since, 30_000);
      expect(printed).toContain('rebuilt in');
    } finally {
      await watcher.stop();
    }
    expect(await differencesFromBuild(project)).toEqual([]);
  } finally {
    await project.remove();
  }
});
