import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import { collections } from '../../data/content';
import { validateContentOnce } from '../../generator/content/validate-once';

test('two validations of new content finishing together both succeed', async () => {
  // A watcher's warming render thread validates the same new content as the current one, in the
  // same process: their record of what passed must not be written through one temporary file.
  const contentFile = `content-${randomBytes(6).toString('hex')}.js`;
  const results = await Promise.allSettled([1, 2, 3].map(() => validateContentOnce(contentFile, async () => collections)));
  expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
});
