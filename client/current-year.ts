import { copyrightYear, currentYearAttribute } from '../components/hooks/current-year';

/**
 * Every time zone is within 14 hours of UTC, so a year that holds from 14 hours ago to 14 hours
 * ahead is the year in the owner's zone too. Only the days around New Year need Intl's time-zone
 * data, whose first use costs ~17 ms here and ~70 ms on a throttled phone: the page's longest task.
 */
const zoneReach = 14 * 60 * 60 * 1000;
const now = Date.now();
const utcYear = (at: number) => new Date(at).getUTCFullYear();
const sameEverywhere = utcYear(now - zoneReach) === utcYear(now + zoneReach);

// The page may have been built in an earlier year than it is read in.
for (const element of document.querySelectorAll(`[${currentYearAttribute}]`)) {
  const year = String(sameEverywhere ? utcYear(now) : copyrightYear(new Date(now), element.getAttribute(currentYearAttribute) || 'UTC'));
  if (element.textContent !== year) element.textContent = year;
}
