import { contentHidden, contentShown } from './lib/reveal-events';

const DIALOG = 'dialog[data-dialog]';
const OPEN_ATTR = 'data-dialog-open';
const CLOSE = '[data-dialog-close]';

/** Which button opened each dialog, so focus can go back to it. */
const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

function openDialog(dialog: HTMLDialogElement, opener: HTMLElement) {
  openers.set(dialog, opener);
  dialog.showModal();
  dialog.scrollTop = 0;
  dialog.dispatchEvent(new CustomEvent(contentShown, { bubbles: true }));
}

function isOnBackdrop(dialog: HTMLDialogElement, event: MouseEvent) {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

if (document.querySelector(DIALOG)) {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const opener = event.target.closest<HTMLElement>(`[${OPEN_ATTR}]`);
    if (opener) {
      const dialog = document.getElementById(opener.getAttribute(OPEN_ATTR) ?? '');
      if (dialog instanceof HTMLDialogElement) openDialog(dialog, opener);
      return;
    }
    const dialog = event.target.closest<HTMLDialogElement>(DIALOG);
    if (!dialog?.open) return;
    // The dialog has no padding, so a click on the element itself came from its backdrop.
    if (event.target.closest(CLOSE) || (event.target === dialog && isOnBackdrop(dialog, event))) dialog.close();
  });

  // `close` does not bubble; it fires for the Close button, the backdrop and Escape alike.
  document.addEventListener(
    'close',
    (event) => {
      if (!(event.target instanceof HTMLDialogElement) || !event.target.matches(DIALOG)) return;
      event.target.dispatchEvent(new CustomEvent(contentHidden, { bubbles: true }));
      openers.get(event.target)?.focus();
    },
    true,
  );
}
