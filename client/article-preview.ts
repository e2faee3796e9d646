import { articlePopoverAttribute, articlePreviewAttribute } from '../components/hooks/article-preview';

/** The spec's hover card timing. */
const previewOpenDelayMs = 700;
const previewCloseDelayMs = 300;

const ITEM = `[${articlePreviewAttribute}]`;
const POPOVER = `[${articlePopoverAttribute}]`;

const timers = new WeakMap<Element, number>();

function setPreviewOpen(item: Element, open: boolean) {
  const popover = item.querySelector<HTMLElement>(POPOVER);
  if (popover) popover.hidden = !open;
}

function schedule(item: Element, open: boolean, delay: number) {
  clearTimeout(timers.get(item));
  timers.set(
    item,
    window.setTimeout(() => setPreviewOpen(item, open), delay),
  );
}

function itemOf(target: EventTarget | null) {
  return target instanceof Element ? target.closest(ITEM) : null;
}

// Hover cards need a hovering pointer; touch-only devices never show them.
const canHover = matchMedia('(hover: hover)').matches;

// Loaded only by pages that render articles (components/Articles.tsx declares it).
if (canHover) {
  document.addEventListener('pointerover', (event) => {
    const item = itemOf(event.target);
    if (item && !item.contains(event.relatedTarget as Node | null)) schedule(item, true, previewOpenDelayMs);
  });
  document.addEventListener('pointerout', (event) => {
    const item = itemOf(event.target);
    if (item && !item.contains(event.relatedTarget as Node | null)) schedule(item, false, previewCloseDelayMs);
  });
  document.addEventListener('focusin', (event) => {
    const item = itemOf(event.target);
    if (item) schedule(item, true, 0);
  });
  document.addEventListener('focusout', (event) => {
    const item = itemOf(event.target);
    if (item && !item.contains(event.relatedTarget as Node | null)) schedule(item, false, 0);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const item of document.querySelectorAll(ITEM)) schedule(item, false, 0);
  });
}
