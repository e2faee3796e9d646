import { afterEach, expect, test } from 'vitest';
import { copyrightYear } from '../../components/hooks/current-year';
import { site } from '../../data/site';

const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

// 21:30 UTC on New Year's Eve is already 00:30 on 1 January in Nairobi (UTC+3).
const newYearInNairobi = new Date('2026-12-31T21:30:00Z');

test.each(['America/Los_Angeles', 'UTC', 'Asia/Tokyo'])('a build machine in %s writes the owner’s year', (zone) => {
  process.env.TZ = zone;
  expect(copyrightYear(newYearInNairobi, site.timeZone)).toBe(2027);
});

test('the owner’s time zone lives in data/site.ts', () => {
  expect(site.timeZone).toBe('Africa/Nairobi');
  expect(copyrightYear(new Date('2026-12-31T20:59:59Z'), site.timeZone)).toBe(2026);
});
