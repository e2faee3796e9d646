import { expect, test } from 'vitest';
import { formatPlaceholders } from '../../generator/content/placeholders';

test('a release refusal is grouped by file with a count each, and says how to drop a sample item entirely', () => {
  const refusal = formatPlaceholders(
    [
      { where: 'data/site.ts:10', text: "name: 'Your Name'," },
      { where: 'data/site.ts:12', text: "emails: ['you@example.com']," },
      { where: 'data/certifications.ts:13', text: "credential: 'RPL-0001'," },
      { where: 'data/story/01-the-switch.md:5', text: 'the whole file  (an invented draft)' },
    ],
    true,
  );
  expect(refusal.split('\n')).toEqual([
    'Release refused: 4 values in 3 files are still marked PLACEHOLDER. Put in the real values and remove their marks:',
    '  data/site.ts (2)',
    "    data/site.ts:10                name: 'Your Name',",
    "    data/site.ts:12                emails: ['you@example.com'],",
    '  data/certifications.ts (1)',
    "    data/certifications.ts:13      credential: 'RPL-0001',",
    '  data/story/01-the-switch.md (1)',
    '    data/story/01-the-switch.md:5  the whole file  (an invented draft)',
    'A sample item you do not have (a certification you never earned, a sample testimonial): delete its whole `{ ... },` entry from the list, and its .md file if it has one; a section left with none disappears from the site with its links.',
  ]);
});
