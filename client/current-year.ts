import { copyrightYear, currentYearAttribute } from '../components/hooks/current-year';

// The page may have been built in an earlier year than it is read in.
for (const element of document.querySelectorAll(`[${currentYearAttribute}]`)) {
  const year = String(copyrightYear(new Date(), element.getAttribute(currentYearAttribute) || 'UTC'));
  if (element.textContent !== year) element.textContent = year;
}
