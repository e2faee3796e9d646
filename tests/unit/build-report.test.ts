import { expect, test } from 'vitest';
import { formatReport } from '../../generator/report';

test('the page-size report keeps its columns aligned, long project paths included', () => {
  const pages = new Map([
    ['index.html', '<p>home</p>'.repeat(400)],
    ['projects/haptic-feedback-for-surgical-robotics/index.html', '<p>project</p>'.repeat(50)],
    ['404.html', '<p>missing</p>'],
  ]);
  const report = formatReport(pages, '12 ms');
  const rows = report.split('\n').filter((row) => row.endsWith(' gzip'));
  expect(rows).toHaveLength(3);
  // Each size column ends at the same place on every row.
  const columnEnds = (row: string) => [...row.matchAll(/\d KB/g)].map((match) => (match.index ?? 0) + match[0].length);
  expect(new Set(rows.map((row) => columnEnds(row).join()))).toHaveProperty('size', 1);
  for (const [output] of pages) expect(report).toContain(`  ${output} `);
});
