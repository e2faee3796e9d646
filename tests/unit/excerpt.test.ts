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

test('ends on a whole word: a cut inside one goes back to the space before it', () => {
  // Seen in review: "rice farmers i...", "so they judge ho...".
  const text = `${'word '.repeat(19)}farmers irrigate their paddies`;
  expect(excerpt(text)).toBe(`${'word '.repeat(18)}word...`);
  expect(excerpt(`${'a'.repeat(98)} b c`)).toBe(`${'a'.repeat(98)} b...`);
  expect(excerpt(`${'a'.repeat(99)} bc`)).toBe(`${'a'.repeat(99)}...`);
});
