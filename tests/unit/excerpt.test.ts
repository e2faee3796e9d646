import { expect, test } from 'vitest';
import { excerpt } from '../../components/excerpt';

test('keeps the first 100 characters and adds an ellipsis', () => {
  const text = 'a'.repeat(150);
  expect(excerpt(text)).toBe(`${'a'.repeat(100)}...`);
});

test('folds paragraph breaks so the summary reads as one line', () => {
  expect(excerpt('First paragraph.\n\nSecond one.', 100)).toBe('First paragraph. Second one.');
});

test('leaves short text whole, without an ellipsis', () => {
  expect(excerpt('Short.')).toBe('Short.');
});
