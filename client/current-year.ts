const CURRENT_YEAR = '[data-current-year]';

// The page may have been built in an earlier year than it is read in.
const year = String(new Date().getFullYear());
for (const element of document.querySelectorAll(CURRENT_YEAR)) {
  if (element.textContent !== year) element.textContent = year;
}
