/**
 * Project dialogs with an address. Markup: a `dialog[data-dialog]` with an id, opened by a link
 * `a[data-dialog-open][href="#<that id>"]` and closed by `[data-dialog-close]` inside it.
 * Opening puts `#<id>` in the address bar as a new history entry, so Back closes the dialog and
 * loading the address opens it; without scripts the link is a plain jump to the details.
 * A `button[data-copy-link]` inside copies that address and says so in the dialog's `output`;
 * where there is no clipboard (a page on plain http) the output shows the address to copy by hand.
 * (Copy link lives here, not in a file of its own: it only exists in these dialogs, and a module
 * of its own cost 227 more bytes of the 5 KB budget.)
 */
import { contentHidden, contentShown } from '../components/hooks/visibility-events';

const DIALOG = 'dialog[data-dialog]';
const OPENER = 'a[data-dialog-open]';
const CLOSE = '[data-dialog-close]';
const COPY = '[data-copy-link]';

/** Which link opened each dialog, so focus can go back to it. */
const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

function dialogAt(hash: string) {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  return target instanceof HTMLDialogElement && target.matches(DIALOG) ? target : null;
}

function openDialog(dialog: HTMLDialogElement, opener: HTMLElement | null) {
  if (dialog.open) return;
  if (opener) openers.set(dialog, opener);
  dialog.showModal();
  // Close, not Copy link (the first button): the spec's way out is where focus starts.
  dialog.querySelector<HTMLElement>(CLOSE)?.focus();
  dialog.scrollTop = 0;
  dialog.dispatchEvent(new CustomEvent(contentShown, { bubbles: true }));
}

function openerOf(dialog: HTMLDialogElement) {
  return document.querySelector<HTMLElement>(`${OPENER}[href="#${CSS.escape(dialog.id)}"]`);
}

/** Opens the dialog the address names, and closes any other: on load and on Back/Forward. */
function showDialogAtAddress() {
  const wanted = dialogAt(location.hash);
  for (const open of document.querySelectorAll<HTMLDialogElement>(`${DIALOG}[open]`)) if (open !== wanted) open.close();
  if (wanted) openDialog(wanted, openerOf(wanted));
}

/** Takes the dialog's address out of the address bar: Back when we added it, else a replacement. */
function leaveDialogAddress(dialog: HTMLDialogElement) {
  if (location.hash !== `#${dialog.id}`) return;
  if ((history.state as { dialog?: string } | null)?.dialog === dialog.id) history.back();
  else history.replaceState(null, '', location.pathname + location.search);
}

async function copyAddress(dialog: HTMLDialogElement) {
  const url = new URL(`#${dialog.id}`, location.href).href;
  const status = dialog.querySelector('output');
  try {
    await navigator.clipboard.writeText(url);
    if (status) status.textContent = 'Link copied to the clipboard.';
  } catch {
    if (status) status.textContent = `Copy this link: ${url}`;
  }
}

function isOnBackdrop(dialog: HTMLDialogElement, event: MouseEvent) {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

if (document.querySelector(DIALOG)) {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const opener = event.target.closest<HTMLAnchorElement>(OPENER);
    if (opener) {
      const dialog = dialogAt(opener.hash);
      // A modified click (new tab, new window) follows the link as it is.
      if (!dialog || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      history.pushState({ dialog: dialog.id }, '', opener.hash);
      openDialog(dialog, opener);
      return;
    }
    const dialog = event.target.closest<HTMLDialogElement>(DIALOG);
    if (!dialog?.open) return;
    if (event.target.closest(COPY)) void copyAddress(dialog);
    // The dialog has no padding, so a click on the element itself came from its backdrop.
    else if (event.target.closest(CLOSE) || (event.target === dialog && isOnBackdrop(dialog, event))) dialog.close();
  });

  // `close` does not bubble; it fires for the Close button, the backdrop, Escape and Back alike.
  document.addEventListener(
    'close',
    (event) => {
      if (!(event.target instanceof HTMLDialogElement) || !event.target.matches(DIALOG)) return;
      event.target.dispatchEvent(new CustomEvent(contentHidden, { bubbles: true }));
      // A confirmation belongs to one copy.
      const status = event.target.querySelector('output');
      if (status) status.textContent = '';
      leaveDialogAddress(event.target);
      openers.get(event.target)?.focus();
    },
    true,
  );

  addEventListener('popstate', showDialogAtAddress);
  showDialogAtAddress();
}
