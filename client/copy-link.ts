/**
 * Copy link: a `button[data-copy-link="#<fragment>"]` copies this page's address with that
 * fragment, and says so in the `[data-copy-link-status]` live region of the same dialog.
 * Where the clipboard is refused (an insecure origin, a denied permission) the status shows
 * the address itself, to copy by hand.
 */
import { contentHidden } from './lib/reveal-events';

const COPY_ATTR = 'data-copy-link';
const STATUS = '[data-copy-link-status]';

async function copyLink(button: HTMLElement) {
  const url = new URL(button.getAttribute(COPY_ATTR) ?? '', location.href).href;
  const status = button.closest('dialog')?.querySelector(STATUS);
  try {
    await navigator.clipboard.writeText(url);
    if (status) status.textContent = 'Link copied to the clipboard.';
  } catch {
    if (status) status.textContent = `Copy this link: ${url}`;
  }
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${COPY_ATTR}]`) : null;
  if (button) void copyLink(button);
});

// A confirmation belongs to one copy: gone when its dialog closes.
document.addEventListener(contentHidden, (event) => {
  const status = event.target instanceof Element ? event.target.querySelector(STATUS) : null;
  if (status) status.textContent = '';
});
