import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { formatReport } from '../../generator/pipeline/report';
import { copyProject } from '../support/project-copy';
import { runBuild } from '../support/build-process';

test('the page-size report keeps its columns aligned, long project paths included', async () => {
  const pages = new Map([
    ['index.html', '<p>home</p>'.repeat(400)],
    ['projects/haptic-feedback-for-surgical-robotics/index.html', '<p>project</p>'.repeat(50)],
    ['404.html', '<p>missing</p>'],
  ]);
  const report = await formatReport(pages, '12 ms');
  const rows = report.split('\n').filter((row) => row.endsWith(' gzip'));
  expect(rows).toHaveLength(3);
  // Each size column ends at the same place on every row.
  const columnEnds = (row: string) => [...row.matchAll(/\d KB/g)].map((match) => (match.index ?? 0) + match[0].length);
  expect(new Set(rows.map((row) => columnEnds(row).join()))).toHaveProperty('size', 1);
  for (const [output] of pages) expect(report).toContain(`  ${output} `);
});

/** Text gzip cannot shrink, so a page's gzip size is what the test says. */
const incompressible = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);

test('a page past the 14 KB first round trip is named in the report, with its bytes and the parts that grew it', async () => {
  const home = `<html><head><style>${incompressible(2000)}</style></head><body><header>${incompressible(800)}</header><main><section id="projects">${incompressible(12000)}</section><section id="certifications">${incompressible(5600)}</section></main></body></html>`;
  const pages = new Map([
    ['index.html', home],
    ['404.html', '<p>missing</p>'],
  ]);
  const report = await formatReport(pages, '12 ms');
  const gzip = gzipSync(home, { level: 9 }).length;
  expect(report).toContain(
    `warning: index.html is ${gzip.toLocaleString('en')} B gzip, ${(gzip - 14_336).toLocaleString('en')} B past the 14,336 B (14 KB) a first round trip carries`,
  );
  expect(report).toMatch(/largest parts: section #projects [\d,]+ B, section #certifications [\d,]+ B, inline styles [\d,]+ B/);
  expect(report).not.toContain('warning: 404.html');
});

test('a build whose home page grew past 14 KB says so under its page table, naming the page', async () => {
  const project = await copyProject();
  try {
    await project.edit('data/projects.ts', (text) => {
      const last = text.lastIndexOf('\n];');
      const more = Array.from({ length: 14 }, (_, index) => index + 7).map(
        (id) => `
  {
    id: ${id},
    title: 'Field Trial ${id}',
    description: 'A season of spraying trials on ${id * 10} hectares of rice, comparing drone and knapsack application for coverage, drift and yield.',
    image: dataAnalytics,
    imageAlt: 'Illustration of charts of spraying trial results',
    details: farmDataAnalyticsDetails.body,
    tech: ['Field trials', 'Agronomy', 'Drones', 'Statistics'],
    link: 'https://www.example.com/trial-${id}',
  },`,
      );
      return `${text.slice(0, last)}${more.join('')}${text.slice(last)}`;
    });
    const { code, output } = await runBuild(project);
    expect(code, output).toBe(0);
    const gzip = gzipSync(await project.read('dist/index.html'), { level: 9 }).length;
    expect(gzip).toBeGreaterThan(14_336);
    expect(output).toContain(`warning: index.html is ${gzip.toLocaleString('en')} B gzip`);
    expect(output).toMatch(/largest parts: [^\n]*section #projects [\d,]+ B/);
  } finally {
    await project.remove();
  }
});
