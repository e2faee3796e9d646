import type { ColorMode } from '../components/hooks/theme-toggle';
import {
  applyColorMode,
  currentColorMode,
  storedColorMode,
  systemColorMode,
  themeStorageKey,
  themeToggleAttribute,
} from '../components/hooks/theme-toggle';
import { tooltipTextAttribute } from '../components/hooks/tooltip';

const TOGGLE = `[${themeToggleAttribute}]`;

function showColorMode(mode: ColorMode) {
  for (const toggle of document.querySelectorAll(TOGGLE)) {
    toggle.setAttribute('aria-pressed', String(mode === 'dark'));
    // The label stays "Dark theme" (pressed or not); the tooltip names the theme a click gives.
    toggle.setAttribute(tooltipTextAttribute, mode === 'dark' ? 'Light theme' : 'Dark theme');
  }
}

function chooseColorMode(mode: ColorMode) {
  applyColorMode(mode);
  showColorMode(mode);
  try {
    localStorage.setItem(themeStorageKey, mode);
  } catch {
    // Not remembered, but still applied for this page.
  }
}

if (document.querySelector(TOGGLE)) {
  showColorMode(currentColorMode());

  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(TOGGLE)) return;
    chooseColorMode(currentColorMode() === 'dark' ? 'light' : 'dark');
  });

  // Until the visitor chooses, follow the system as it changes (e.g. at sunset).
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (storedColorMode()) return;
    const mode = systemColorMode();
    applyColorMode(mode);
    showColorMode(mode);
  });
}
