/** client/current-year.ts: the copyright year, corrected in years after the build. */
export const currentYearBehaviour = 'current-year';
/** Carries the owner's time zone, which decides the year. */
export const currentYearAttribute = 'data-current-year';

/**
 * The year it is at `instant` in `timeZone`: the owner's zone (data/site.ts), so the copyright
 * line reads the same whichever machine builds the site and whichever zone the visitor is in.
 */
export function copyrightYear(instant: Date, timeZone: string) {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(instant));
}
