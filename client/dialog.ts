/**
 * The home page's project dialog (markup and hooks: components/hooks/dialog.ts). Each card's
 * Learn More is a link to the project's own page; with scripts, a click opens the dialog at once
 * with the card's title and a loading line, and the details come from that page (fetched on the
 * link's hover, press or focus, so usually before the click). Opening puts `#project-<slug>` in
 * the address bar as a new history entry, so Back closes the dialog and loading the address opens
 * it. Copy link copies that address and says so in the dialog's `output`; where there is no
 * clipboard (a page on plain http) the output shows the address to copy by hand. A page that
 * cannot be fetched (offline, gone) gets a message and a link to the page instead.
 * (Copy link lives here: it only exists in this dialog, and a module of its own costs bytes.)
 */
import { contentHidden, contentShown } from '../components/hooks/visibility-events';
import {
  bodyAttr,
  closeAttr,
  copyLinkAttr,
  copyStatusAttr,
  detailsAttr,
  dialogAttr,
  openerAttr,
  messagesAttr,
  statusAttr,
  titleAttr,
} from '../components/hooks/dialog';

const OPENER = `a[${openerAttr}]`;

/** Each project page's details, fetched once: by the page's URL. */
const details = new Map<string, Promise<Element>>();

async function fetchDetails(url: string) {
  // Without its inline style: Chromium checks a parsed document's <style> against this page's
  // CSP and logs a violation for the project page's own first-screen styles. (An error page
  // holds no details, so its status need not be read.)
  const html = (await (await fetch(url)).text()).replace(/<style>[\s\S]*?<\/style>/, '');
  const page = new DOMParser().parseFromString(html, 'text/html');
  const found = page.querySelector(`[${detailsAttr}]`);
  if (!found) throw new Error(url);
  // Its videos' players run from this page's own script, which this page's policy allows with
  // their origins: components/ProjectDialog.tsx declares them.
  return found;
}

/** Starts fetching a project's details, once; a failure is forgotten so the next try fetches again. */
function detailsOf({ href }: HTMLAnchorElement) {
  let pending = details.get(href);
  if (!pending) {
    pending = fetchDetails(href);
    details.set(href, pending);
    pending.catch(() => details.delete(href));
  }
  return pending;
}

/**
 * The page's block headings are h2, under its h1 title; in the dialog they sit under its h2
 * title, so the copy shown there gets h3s.
 */
function withSubheadings(details: Element) {
  for (const h2 of details.querySelectorAll('h2')) h2.outerHTML = `<h3 class="${h2.className}">${h2.innerHTML}</h3>`;
  return details;
}

const addressOf = (opener: HTMLAnchorElement) => opener.getAttribute(openerAttr) ?? '';

function enhance(dialog: HTMLDialogElement) {
  const part = (attr: string) => dialog.querySelector(`[${attr}]`) ?? document.createElement('p');
  const title = part(titleAttr);
  const status = part(statusAttr);
  const body = part(bodyAttr);
  const copyStatus = part(copyStatusAttr);
  const [loading, failed, pageLink] = (dialog.querySelector<HTMLTemplateElement>(`[${messagesAttr}]`)?.content.children ?? []) as Element[];
  /** The link the dialog shows, so focus can go back to it. */
  let shown: HTMLAnchorElement | null = null;
  /** Counts openings, so details that arrive for an earlier one (closed, or another project's) are dropped. */
  let opening = 0;
  /**
   * Set while a closing's trip Back is on its way. An opening meanwhile adds its address only once
   * the trip lands: added before, the late trip would close it, or land on the closed one's address.
   */
  let goingBack = false;
  /** The entry's state is the address, which tells the entries this script added from the rest. */
  const addAddress = (opener: HTMLAnchorElement) => {
    const address = addressOf(opener);
    history.pushState(address, '', `#${address}`);
  };

  /** The loading line's text, and what the body holds. */
  const show = (text: string, ...content: Node[]) => {
    status.textContent = text;
    body.replaceChildren(...content);
  };

  const fillDetails = async (opener: HTMLAnchorElement) => {
    const current = ++opening;
    const stale = () => current !== opening || !dialog.open;
    try {
      const found = await detailsOf(opener);
      if (stale()) return;
      show('', withSubheadings(document.importNode(found, true)));
      // Media inside loads only now that it is shown (client/youtube-facade.ts, client/native-video.ts).
      dialog.dispatchEvent(new CustomEvent(contentShown, { bubbles: true }));
    } catch {
      if (stale()) return;
      const link = pageLink?.cloneNode(true) as HTMLAnchorElement;
      link.href = opener.href;
      show(failed?.textContent ?? '', link);
    }
  };

  const openDialog = (opener: HTMLAnchorElement) => {
    if (dialog.open && shown === opener) return;
    shown = opener;
    // The card's title, which names the card (`aria-labelledby`).
    title.textContent =
      document.getElementById(opener.closest('[aria-labelledby]')?.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
    show(loading?.textContent ?? '');
    if (!dialog.open) dialog.showModal();
    // Close, not Copy link (the first button): the spec's way out is where focus starts.
    dialog.querySelector<HTMLElement>(`[${closeAttr}]`)?.focus();
    dialog.scrollTop = 0;
    void fillDetails(opener);
  };

  /** Opens the dialog the address names, or closes it: on load and on Back/Forward. */
  const showDialogAtAddress = () => {
    // Addresses are slugs (data/slug.ts), plain ASCII: the hash is compared as it is, never decoded,
    // so a malformed one (`#%E0`) is simply no project's.
    const address = location.hash.slice(1);
    const opener = address && document.querySelector<HTMLAnchorElement>(`${OPENER}[${openerAttr}="${CSS.escape(address)}"]`);
    if (opener) openDialog(opener);
    else closeDialog();
  };

  const copyAddress = async (address: string) => {
    const url = new URL(`/#${address}`, location.href).href;
    try {
      await navigator.clipboard.writeText(url);
      copyStatus.textContent = 'Link copied to the clipboard.';
    } catch {
      copyStatus.textContent = `Copy this link: ${url}`;
    }
  };

  /** Fetches on intent: hovering, pressing or focusing a Learn More link. */
  const prefetchDetails = ({ target }: Event) => {
    const opener = target instanceof Element && target.closest<HTMLAnchorElement>(OPENER);
    if (opener) detailsOf(opener).catch(() => undefined);
  };
  for (const type of ['pointerover', 'pointerdown', 'focusin']) document.addEventListener(type, prefetchDetails);

  document.addEventListener('click', (event) => {
    const { target } = event;
    if (!(target instanceof Element)) return;
    const opener = target.closest<HTMLAnchorElement>(OPENER);
    if (opener) {
      // A modified click (new tab, new window) follows the link to the project's page.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button) return;
      event.preventDefault();
      if (!goingBack) addAddress(opener);
      openDialog(opener);
      return;
    }
    if (!shown) return;
    const box = dialog.getBoundingClientRect();
    // The dialog has no padding, so a click on the element itself, outside its box, came from its backdrop.
    const onBackdrop =
      target === dialog && (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom);
    if (target.closest(`[${copyLinkAttr}]`)) void copyAddress(addressOf(shown));
    else if (onBackdrop || target.closest(`[${closeAttr}]`)) closeDialog();
  });

  /**
   * What every closing does, once, as soon as it happens (not on the `close` event, which comes a
   * task later: a quick Forward after Back would find the dialog still marked as shown).
   */
  const afterClose = () => {
    const opener = shown;
    if (!opener) return;
    shown = null;
    // Pauses and unloads the media inside, then drops it.
    dialog.dispatchEvent(new CustomEvent(contentHidden, { bubbles: true }));
    show('');
    // A confirmation belongs to one copy.
    copyStatus.textContent = '';
    // Takes the dialog's address out of the address bar: Back when we added it, else a replacement.
    const address = addressOf(opener);
    if (location.hash === `#${address}`) {
      if (history.state === address) {
        goingBack = true;
        history.back();
      } else history.replaceState(null, '', location.pathname + location.search);
    }
    opener.focus();
  };

  const closeDialog = () => {
    dialog.close();
    afterClose();
  };

  // Escape closes the dialog itself, and only its `close` event tells; by then the dialog may
  // have been opened again (Back then Forward), and that opening is left alone.
  dialog.addEventListener('close', () => {
    if (!dialog.open) afterClose();
  });

  addEventListener('popstate', () => {
    if (!goingBack) return showDialogAtAddress();
    goingBack = false;
    if (shown) addAddress(shown);
  });
  showDialogAtAddress();
}

const dialog = document.querySelector<HTMLDialogElement>(`dialog[${dialogAttr}]`);
if (dialog) enhance(dialog);
