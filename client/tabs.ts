import { tabsAttribute } from '../components/hooks/tabs';
import { contentHidden, contentShown } from '../components/hooks/visibility-events';

const TABLIST = `[${tabsAttribute}] [role="tablist"]`;
const TAB = '[role="tab"]';

function tabsOf(tablist: Element) {
  return [...tablist.querySelectorAll<HTMLElement>(TAB)];
}

function panelOf(tab: Element) {
  return document.getElementById(tab.getAttribute('aria-controls') ?? '');
}

function selectTab(chosen: HTMLElement) {
  const tablist = chosen.closest(TABLIST);
  if (!tablist || chosen.getAttribute('aria-selected') === 'true') return;
  for (const tab of tabsOf(tablist)) {
    const selected = tab === chosen;
    const panel = panelOf(tab);
    const wasShown = panel ? !panel.hidden : false;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    if (!panel) continue;
    panel.hidden = !selected;
    if (selected) panel.dispatchEvent(new CustomEvent(contentShown, { bubbles: true }));
    else if (wasShown) panel.dispatchEvent(new CustomEvent(contentHidden, { bubbles: true }));
  }
}

/** Arrow keys wrap; Home and End jump. Focus moves and selects (automatic activation). */
function tabForKey(tabs: HTMLElement[], current: number, key: string) {
  switch (key) {
    case 'ArrowRight':
      return tabs[(current + 1) % tabs.length];
    case 'ArrowLeft':
      return tabs[(current - 1 + tabs.length) % tabs.length];
    case 'Home':
      return tabs[0];
    case 'End':
      return tabs[tabs.length - 1];
    default:
      return undefined;
  }
}

if (document.querySelector(TABLIST)) {
  document.addEventListener('click', (event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(`${TABLIST} ${TAB}`) : null;
    if (tab) selectTab(tab);
  });

  document.addEventListener('keydown', (event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(`${TABLIST} ${TAB}`) : null;
    const tablist = tab?.closest(TABLIST);
    if (!tab || !tablist) return;
    const tabs = tabsOf(tablist);
    const next = tabForKey(tabs, tabs.indexOf(tab), event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
    selectTab(next);
  });
}
