import type { ColorMode } from '../styles/themeAttribute';
import {
  applyColorMode,
  currentColorMode,
  storedColorMode,
  systemColorMode,
  themeStorageKey,
} from './lib/theme';

const TOGGLE = '[data-theme-toggle]';

function showColorMode(mode: ColorMode) {
  for (const toggle of document.querySelectorAll(TOGGLE)) {
    toggle.setAttribute('aria-pressed', String(mode === 'dark'));
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
