import { expect, test } from 'vitest';
import { memo } from '../../generator/cache/memo';

test('a key asked again is answered from memory; the one asked longest ago goes first', () => {
  const made: string[] = [];
  const upper = memo(2, (key: string) => {
    made.push(key);
    return key.toUpperCase();
  });
  expect([upper('a'), upper('b'), upper('a'), upper('c')]).toEqual(['A', 'B', 'A', 'C']);
  // 'a' was asked after 'b', so 'b' went when 'c' came.
  expect([upper('a'), upper('b')]).toEqual(['A', 'B']);
  expect(made).toEqual(['a', 'b', 'c', 'b']);
});

test('a promise that fails is forgotten, so the next ask tries again', async () => {
  let tries = 0;
  const flaky = memo(4, async () => {
    tries += 1;
    if (tries === 1) throw new Error('cut short');
    return tries;
  });
  await expect(flaky('file')).rejects.toThrow('cut short');
  expect(await flaky('file')).toBe(2);
  expect(await flaky('file')).toBe(2);
});
