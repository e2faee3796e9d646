import { expect, test } from 'vitest';
import { initials } from '../../components/initials';

test.each([
  ['Dr. Grace Wambui', 'GW'],
  ['Mr. Samuel Otieno', 'SO'],
  ['Faith Njeri', 'FN'],
  ['Prof. Wanjirũ wa Mũthoni', 'WM'],
  ['Ũmaru Kĩmani', 'ŨK'],
  ['Kiprono', 'K'],
  ['Dr.', 'D'],
])('%s is %s', (name, letters) => {
  expect(initials(name)).toBe(letters);
});
