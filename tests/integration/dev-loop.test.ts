import { afterAll, beforeAll, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { startWatcher, type Watcher, watchedCopy } from '../support/watcher';
import { runBuild } from '../support/build-process';
import { testPort } from '../support/ports';
import { differencesFromBuild, distDifferences } from '../support/dist-parity';

let project: ProjectCopy;
let watcher: Watcher;
const port = testPort(180);
beforeAll(async () => ({ project, watcher } = await watchedCopy(port)));
afterAll(() => watcher?.stop().then(() => project?.remove()));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Saves with `save`, then waits for the rebuild that read `last` (the file it touched last) to
 * end, well or badly; returns what the watcher printed from the save on.
 */
async function saved(last: string, save: () => Promise<unknown>) {
  const since = watcher.output.length;
  await save();
  return watcher.waitForOutput(new RegExp(`${escaped(last)}[^\n]*\n(?:[\\s\\S]*?rebuilt in \\d+ ms|Rebuild failed[^\n]*\n[^\n]+)`), since);
}

const served = (pathname: string) =>
  fetch(`${watcher.url}${pathname}`).then(async (response) => ({ status: response.status, body: await response.text() }));

const newProject = {
  title: 'Rain Gauge Network',
  slug: 'rain-gauge-network',
  entry: `  {
    id: 7,
    title: 'Rain Gauge Network',
    description: 'Cheap rain gauges that text their readings to the spraying crews.',
    image: rainGauge,
    imageAlt: 'A rain gauge on a post at the edge of a paddy',
    details: rainGaugeDetails.body,
    tech: ['SMS', 'Sensors'],
  },
];`,
};

/** The README's first steps for a new project: its image and its Markdown. */
async function addProjectFiles() {
  await copyFile(path.resolve('tests/fixtures/field.jpg'), project.file('assets/projects/rain-gauge.jpg'));
  await project.write(
    'data/projects/rain-gauge-network.md',
    'Twelve gauges along the canals send a text each evening, so the crews know which blocks stay too wet to spray.\n',
  );
}

/** The step that adds the project: its entry and two imports in data/projects.ts. */
async function addProjectEntry() {
  await project.edit('data/projects.ts', (text) =>
    text
      .replace(
        "import farmDataAnalyticsDetails from './projects/farm-data-analytics.md';",
        "import farmDataAnalyticsDetails from './projects/farm-data-analytics.md';\nimport rainGauge from '../assets/projects/rain-gauge.jpg';\nimport rainGaugeDetails from './projects/rain-gauge-network.md';",
      )
      .replace(/\n\];\s*$/, `\n${newProject.entry}\n`),
  );
}

test('a project added as the README says is served on its first save: its page, its card and the sitemap', async () => {
  await saved('data/projects/rain-gauge-network.md', addProjectFiles);
  const printed = await saved('data/projects.ts', addProjectEntry);
  expect(printed, 'the save built').toContain('rebuilt in');
  expect(printed).not.toContain('Rebuild failed');
  const page = await served(`/projects/${newProject.slug}/`);
  expect(page.status).toBe(200);
  expect(page.body).toContain('Twelve gauges along the canals');
  expect((await served('/')).body).toContain(`href="/projects/${newProject.slug}/"`);
  expect((await served('/sitemap.xml')).body).toContain(`/projects/${newProject.slug}/`);
});

test('a deleted project leaves dist/ and the sitemap on the same save', async () => {
  const printed = await saved('assets/projects/rain-gauge.jpg', async () => {
    await project.edit('data/projects.ts', (text) =>
      text
        .replace(newProject.entry, '];')
        .replace(
          "\nimport rainGauge from '../assets/projects/rain-gauge.jpg';\nimport rainGaugeDetails from './projects/rain-gauge-network.md';",
          '',
        ),
    );
    await rm(project.file('data/projects/rain-gauge-network.md'));
    await rm(project.file('assets/projects/rain-gauge.jpg'));
  });
  expect(printed).toContain('rebuilt in');
  expect((await served(`/projects/${newProject.slug}/`)).status).toBe(404);
  expect((await served('/sitemap.xml')).body).not.toContain(newProject.slug);
  const left = await readdir(project.file('dist/projects'));
  expect(left).not.toContain(newProject.slug);
  expect((await readdir(project.file('dist/assets'))).filter((file) => file.startsWith('rain-gauge'))).toEqual([]);
});

test('a chapter added, an image renamed and the chapter deleted are each served on their first save', async () => {
  const chapterLine = "export { default as firstSeason } from './07b-the-first-season.md';\n";
  const added = await saved('data/story/chapters.ts', async () => {
    await project.write('data/story/07b-the-first-season.md', '---\ntitle: The First Season\norder: 7.5\n---\n\nWe sprayed 40 hectares.\n');
    await project.edit('data/story/chapters.ts', (text) =>
      text.replace('export { default as faq }', `${chapterLine}export { default as faq }`),
    );
  });
  expect(added).toContain('rebuilt in');
  expect((await served('/my-story/')).body).toContain('The First Season');

  const renamed = await saved('data/gallery.ts', async () => {
    await rename(project.file('assets/gallery/01-first-switch.svg'), project.file('assets/gallery/01-the-switch.svg'));
    for (const importer of ['data/story.ts', 'data/gallery.ts']) {
      await project.edit(importer, (text) => text.replace('01-first-switch.svg', '01-the-switch.svg'));
    }
  });
  expect(renamed).toContain('rebuilt in');
  const story = (await served('/my-story/')).body;
  expect(story).toMatch(/src="\/assets\/01-the-switch-[0-9A-F]{8}\.svg"/);
  expect(story).not.toContain('01-first-switch');

  const deleted = await saved('data/story/07b-the-first-season.md', async () => {
    await project.edit('data/story/chapters.ts', (text) => text.replace(chapterLine, ''));
    await rm(project.file('data/story/07b-the-first-season.md'));
  });
  expect(deleted).toContain('rebuilt in');
  expect((await served('/my-story/')).body).not.toContain('The First Season');
});

test('a data file importing an image that is not there is named with its line and the path, as npm run build names it', async () => {
  const good = await project.read('data/projects.ts');
  const broken = good.replace('drone-spraying.svg', 'drone-spraying-photo.svg');
  const printed = await saved('data/projects.ts', () => project.write('data/projects.ts', broken));
  expect(printed).toContain('Rebuild failed');
  const line = broken.split('\n').findIndex((text) => text.includes('drone-spraying-photo.svg')) + 1;
  expect(printed).toMatch(new RegExp(`data/projects\\.ts:${line}:\\d+`));
  expect(printed).toContain('../assets/projects/drone-spraying-photo.svg');
  expect(await saved('data/projects.ts', () => project.write('data/projects.ts', good))).toContain('rebuilt in');
});

test('a broken save says it failed, with its file, line and code, never that it rebuilt; the next good save clears it', async () => {
  const good = await project.read('components/Footer.tsx');
  const since = watcher.output.length;
  await project.write('components/Footer.tsx', good.replace('<footer className={styles.root}>', '<footer className={styles.root}'));
  // Its file and line, then the code frame: the source line where the compiler stopped, numbered.
  const printed = await watcher.waitForOutput(/components\/Footer\.tsx:\d+:\d+[\s\S]*\n +\d+ │ [^\n]*</, since);
  expect(printed).toContain('Rebuild failed');
  expect(printed).not.toContain('rebuilt in');
  const fixed = await saved('components/Footer.tsx', () => project.write('components/Footer.tsx', good));
  expect(fixed).toContain('rebuilt in');
  expect((await served('/')).body).toContain('<footer');
});

test('a stylesheet that throws, or does not parse, is named by its file and line as the owner wrote them', async () => {
  const good = await project.read('components/Footer.css.ts');
  const lineOf = (text: string, part: string) => text.split('\n').findIndex((line) => line.includes(part)) + 1;
  const throwing = good
    .replace('export const', "if (good()) throw new Error('no footer today');\nexport const")
    .replace(/^/, 'const good = () => true;\n');
  let since = watcher.output.length;
  await project.write('components/Footer.css.ts', throwing);
  const thrown = await watcher.waitForOutput(/Rebuild failed[^\n]*\nno footer today\n[^\n]+/, since);
  expect(thrown).toContain(`at components/Footer.css.ts:${lineOf(throwing, 'no footer today')}:`);

  const unparsable = good.replace('export const', 'const broken = ;\nexport const');
  since = watcher.output.length;
  await project.write('components/Footer.css.ts', unparsable);
  const printed = await watcher.waitForOutput(/Rebuild failed[\s\S]*components\/Footer\.css\.ts:\d+:\d+/, since);
  expect(printed).toContain(`components/Footer.css.ts:${lineOf(unparsable, 'const broken')}:`);

  // vanilla-extract's own check throws from its code: the stylesheet is named for it.
  const refused = good.replace('export const root = style({', "export const root = style({\n  selectors: { span: { color: 'red' } },");
  since = watcher.output.length;
  await project.write('components/Footer.css.ts', refused);
  const named = await watcher.waitForOutput(/Rebuild failed[^\n]*\n[^\n]+/, since);
  expect(named).toContain('components/Footer.css.ts: Invalid selector: span');
  expect(named).not.toMatch(/^\s+at /m);
  expect(await saved('components/Footer.css.ts', () => project.write('components/Footer.css.ts', good))).toContain('rebuilt in');

  // A stylesheet importing a file that is not there names it where it is written, as a component does.
  const importing = `import { gap } from './footer-tokens';\n${good}`;
  since = watcher.output.length;
  await project.write('components/Footer.css.ts', importing);
  const unresolved = await watcher.waitForOutput(/Rebuild failed[\s\S]*components\/Footer\.css\.ts:1:\d+/, since);
  expect(unresolved).toContain('Could not resolve "./footer-tokens"');
  expect(unresolved).not.toContain('?evaluate');
  expect(await saved('components/Footer.css.ts', () => project.write('components/Footer.css.ts', good))).toContain('rebuilt in');

  // The stylesheet that threw left no file scope behind: a style made outside a stylesheet fails, as in npm run build.
  const footer = await project.read('components/Footer.tsx');
  try {
    const stray = await saved('components/Footer.tsx', () =>
      project.write('components/Footer.tsx', `import { style } from '@vanilla-extract/css';\nstyle({ color: 'red' });\n${footer}`),
    );
    expect(stray).toContain('Styles were unable to be assigned to a file');
  } finally {
    await saved('components/Footer.tsx', () => project.write('components/Footer.tsx', footer));
  }
});

test('after edits of every kind, a broken save and its fix, watch mode’s dist/ is what npm run build writes', {
  timeout: 240_000,
}, async () => {
  const edits: [string, string, () => Promise<unknown>][] = [
    ['data', 'data/site.ts', () => project.edit('data/site.ts', (text) => text.replace(/role: '[^']*'/, "role: 'Drone engineer'"))],
    [
      'component',
      'components/ResumeViewer.tsx',
      () => project.edit('components/ResumeViewer.tsx', (text) => text.replace('Loading your resume...', 'Loading the resume...')),
    ],
    [
      'style',
      'components/ProjectDialog.css.ts',
      () => project.edit('components/ProjectDialog.css.ts', (text) => text.replace(/^ {2}padding: .*,$/m, "  padding: '21px',")),
    ],
    // Imported by nearly every stylesheet: each is evaluated again, compositions and all.
    [
      'shared style',
      'styles/theme.css.ts',
      () => project.edit('styles/theme.css.ts', (text) => text.replace("lead: '1.125rem'", "lead: '1.1875rem'")),
    ],
    ['markdown', 'data/biography.md', () => project.edit('data/biography.md', (text) => text.replace('Kerugoya', '*Kerugoya*'))],
    [
      'raster image',
      'assets/projects/rain-gauge.jpg',
      () => copyFile(path.resolve('tests/fixtures/field.jpg'), project.file('assets/projects/rain-gauge.jpg')),
    ],
    ['new project', 'data/projects.ts', () => addProjectFiles().then(addProjectEntry)],
    ['broken save', 'data/certifications.ts', () => project.edit('data/certifications.ts', (text) => text.replace('title:', 'title'))],
    [
      'its fix',
      'data/certifications.ts',
      () => project.edit('data/certifications.ts', (text) => text.replace("title 'Remote Pilot", "title: 'Remote Pilot")),
    ],
    [
      'deleted project',
      'data/projects.ts',
      () => project.edit('data/projects.ts', (text) => text.replace(/\n {2}\{\n {4}id: 5,[\s\S]*?\n {2}\},/, '')),
    ],
  ];
  for (const [kind, last, edit] of edits) {
    const printed = await saved(last, edit);
    expect(printed, `the ${kind} edit`).toMatch(kind === 'broken save' ? /Rebuild failed/ : /rebuilt in/);
  }
  expect(await differencesFromBuild(project)).toEqual([]);
});

/** A raw request, so the Host header and the method are exactly as given. */
function request(method: string, host: string) {
  return new Promise<number>((resolve, reject) => {
    const sent = http.request({ host: '127.0.0.1', port, method, path: '/', headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.end();
  });
}

test('the dev server answers only names of this computer, and only reads', async () => {
  expect(await request('GET', `localhost:${port}`)).toBe(200);
  expect(await request('GET', `127.0.0.1:${port}`)).toBe(200);
  expect(await request('HEAD', `localhost:${port}`)).toBe(200);
  // A page on another site whose name was pointed at this machine (DNS rebinding) reads nothing.
  expect(await request('GET', 'evil.example')).toBe(403);
  expect(await request('GET', `evil.example:${port}`)).toBe(403);
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) expect(await request(method, `localhost:${port}`), method).toBe(405);
});

test('a PORT that is not a port stops the watcher with a line naming the value', async () => {
  for (const value of ['abc', '0', '70000', '3000.5']) {
    const child = spawn(project.tsx, ['build.ts', '--watch'], { cwd: project.dir, env: { ...process.env, PORT: value, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(code, value).not.toBe(0);
    expect(output, value).toContain(`PORT="${value}" is not a port`);
    expect(output, value).not.toContain('NaN');
  }
});

test('an import saved before the file it names is built when that file is written, and names the importer meanwhile', async () => {
  const footer = await project.read('components/Footer.tsx');
  try {
    const printed = await saved('components/Footer.tsx', () =>
      project.write(
        'components/Footer.tsx',
        `import { motto } from './motto';\n${footer.replace('All rights reserved.', 'All rights reserved. {motto}')}`,
      ),
    );
    expect(printed).toContain('Rebuild failed');
    expect(printed).toContain('Could not resolve "./motto"');
    expect(printed).toMatch(/components\/Footer\.tsx:1:\d+/);
    const written = await saved('components/motto.ts', () =>
      project.write('components/motto.ts', "export const motto = 'Fly low, spray less.';\n"),
    );
    expect(written).toContain('rebuilt in');
    expect((await served('/')).body).toContain('Fly low, spray less.');
  } finally {
    await saved('components/Footer.tsx', () => project.write('components/Footer.tsx', footer));
    await rm(project.file('components/motto.ts'), { force: true });
  }
});

test('a module renamed to another extension is found again by its importers on the same save', async () => {
  const printed = await saved('components/excerpt.tsx', () =>
    rename(project.file('components/excerpt.ts'), project.file('components/excerpt.tsx')),
  );
  expect(printed).not.toContain('Rebuild failed');
  await saved('components/excerpt.ts', () => rename(project.file('components/excerpt.tsx'), project.file('components/excerpt.ts')));
  expect((await served('/')).status).toBe(200);
});

test('an editor that saves by writing aside and renaming over the file is heard, every time', async () => {
  const original = await project.read('data/site.ts');
  const atomically = async (text: string) => {
    await project.write('data/.site.ts.swp', text);
    await rename(project.file('data/.site.ts.swp'), project.file('data/site.ts'));
  };
  try {
    for (const n of [1, 2, 3]) {
      await saved('data/site.ts', () => atomically(original.replace(/role: '[^']*'/, `role: 'Renamed over ${n}'`)));
      expect((await served('/')).body).toContain(`Renamed over ${n}`);
    }
  } finally {
    await saved('data/site.ts', () => atomically(original));
  }
});

test('a new folder is watched: files saved in it are built', async () => {
  const original = await project.read('components/Footer.tsx');
  try {
    await mkdir(project.file('components/extras'));
    await saved('components/extras/motto.ts', () => project.write('components/extras/motto.ts', "export const motto = 'Fly low.';\n"));
    await saved('components/Footer.tsx', () =>
      project.write(
        'components/Footer.tsx',
        `import { motto } from './extras/motto';\n${original.replace('All rights reserved.', 'All rights reserved. {motto}')}`,
      ),
    );
    expect((await served('/')).body).toContain('Fly low.');
    await saved('components/extras/motto.ts', () => project.write('components/extras/motto.ts', "export const motto = 'Spray less.';\n"));
    expect((await served('/')).body).toContain('Spray less.');
  } finally {
    await saved('components/Footer.tsx', () => project.write('components/Footer.tsx', original));
    await rm(project.file('components/extras'), { recursive: true });
  }
});

test('a save to a file the generator itself reads (the palette) starts the watcher again, and the manifest follows it', async () => {
  const palette = await project.read('styles/palette.ts');
  try {
    const since = watcher.output.length;
    await project.write('styles/palette.ts', palette.replace("background: '#f6f7f2'", "background: '#f6f7f3'"));
    const printed = await watcher.waitForOutput(/read by the generator itself; starting again[\s\S]*Serving dist\//, since, 120_000);
    expect(printed).toContain('styles/palette.ts');
    expect((await served('/manifest.webmanifest')).body).toContain('"background_color": "#f6f7f3"');
  } finally {
    const since = watcher.output.length;
    await project.write('styles/palette.ts', palette);
    await watcher.waitForOutput(/Serving dist\//, since, 120_000);
  }
});

test('a watcher started on a dist/ a killed watcher left half written puts the whole site back', { timeout: 240_000 }, async () => {
  const [broken, clean] = await Promise.all([copyProject(), copyProject()]);
  try {
    for (const copy of [broken, clean]) expect((await runBuild(copy)).code).toBe(0);
    // What a watcher killed between two renames leaves: a page from before, one missing, one no longer built.
    await broken.write('dist/resume/index.html', '<!DOCTYPE html><p>A page from an older build</p>');
    await rm(broken.file('dist/404.html'));
    await mkdir(broken.file('dist/projects/old-project'), { recursive: true });
    await broken.write('dist/projects/old-project/index.html', '<!DOCTYPE html><p>Removed since</p>');
    const restarted = await startWatcher(broken, testPort(190));
    await restarted.stop();
    expect(await distDifferences(broken.file('dist'), clean.file('dist'))).toEqual([]);
  } finally {
    await Promise.all([broken.remove(), clean.remove()]);
  }
});
