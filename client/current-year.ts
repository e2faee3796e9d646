import { copyrightYear } from './lib/copyright-year';

/** Carries the owner's time zone, which decides the year. */
const CURRENT_YEAR_ATTR = 'data-current-year';

// The page may have been built in an earlier year than it is read in.
for (const element of document.querySelectorAll(`[${CURRENT_YEAR_ATTR}]`)) {
  const year = String(copyrightYear(new Date(), element.getAttribute(CURRENT_YEAR_ATTR) || 'UTC'));
  if (element.textContent !== year) element.textContent = year;
}
