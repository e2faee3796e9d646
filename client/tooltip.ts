import { tooltipAttribute, tooltipBubbleAttribute, tooltipTextAttribute } from '../components/hooks/tooltip';

/** The spec's tooltip timing: open after a pause, at once if another closed just before. */
const tooltipDelayMs = 700;
const tooltipSkipDelayMs = 300;
const tooltipOffsetPx = 4;

const CONTROL = `[${tooltipAttribute}]`;
const BUBBLE = `[${tooltipBubbleAttribute}]`;

const bubble = document.querySelector<HTMLElement>(BUBBLE);
let openTimer: number | undefined;
/** The control a tooltip is waiting to open for. */
let pendingFor: HTMLElement | null = null;
let shownFor: HTMLElement | null = null;
let lastClosedAt = -Infinity;
/** Where the control was when its tooltip was asked for or placed. */
let controlTop = 0;

function placeBubble(control: HTMLElement, tip: HTMLElement) {
  const box = control.getBoundingClientRect();
  controlTop = box.top;
  const width = tip.offsetWidth;
  const height = tip.offsetHeight;
  const left = Math.min(Math.max(box.left + box.width / 2 - width / 2, tooltipOffsetPx), window.innerWidth - width - tooltipOffsetPx);
  const below = box.bottom + tooltipOffsetPx;
  const top = below + height <= window.innerHeight ? below : box.top - tooltipOffsetPx - height;
  tip.style.setProperty('left', `${left}px`);
  tip.style.setProperty('top', `${top}px`);
}

function showTooltip(control: HTMLElement) {
  if (!bubble) return;
  bubble.textContent = control.getAttribute(tooltipTextAttribute) ?? control.getAttribute('aria-label') ?? '';
  bubble.hidden = false;
  placeBubble(control, bubble);
  shownFor = control;
}

function hideTooltip() {
  clearTimeout(openTimer);
  pendingFor = null;
  if (!bubble || !shownFor) return;
  bubble.hidden = true;
  shownFor = null;
  lastClosedAt = performance.now();
}

function scheduleTooltip(control: HTMLElement) {
  if (shownFor === control || pendingFor === control) return;
  clearTimeout(openTimer);
  const skipDelay = performance.now() - lastClosedAt < tooltipSkipDelayMs;
  if (skipDelay) return showTooltip(control);
  pendingFor = control;
  controlTop = control.getBoundingClientRect().top;
  openTimer = window.setTimeout(() => {
    pendingFor = null;
    showTooltip(control);
  }, tooltipDelayMs);
}

function controlOf(target: EventTarget | null) {
  return target instanceof Element ? target.closest<HTMLElement>(CONTROL) : null;
}

if (bubble && document.querySelector(CONTROL)) {
  document.addEventListener('pointerover', (event) => {
    const control = controlOf(event.target);
    if (control && event.pointerType !== 'touch') scheduleTooltip(control);
  });
  // A scroll that moves a control out from under a resting pointer closes its tooltip; the next move
  // over a control reopens one.
  document.addEventListener(
    'pointermove',
    (event) => {
      const control = controlOf(event.target);
      if (control && event.pointerType !== 'touch') scheduleTooltip(control);
    },
    { passive: true },
  );
  document.addEventListener('pointerout', (event) => {
    const control = controlOf(event.target);
    if (control && !control.contains(event.relatedTarget as Node | null)) hideTooltip();
  });
  document.addEventListener('focusin', (event) => {
    const control = controlOf(event.target);
    if (control?.matches(':focus-visible')) scheduleTooltip(control);
  });
  document.addEventListener('focusout', (event) => {
    if (controlOf(event.target)) hideTooltip();
  });
  document.addEventListener('pointerdown', hideTooltip);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hideTooltip();
  });
  // A scroll that moves the control closes its tooltip. One that leaves it in place does not: the
  // browser keeping what is on screen still as content above it grows (a section drawn on approach).
  window.addEventListener(
    'scroll',
    () => {
      const control = shownFor ?? pendingFor;
      // Within a pixel: the browser's adjustment can leave a fraction of one.
      if (!control || Math.abs(control.getBoundingClientRect().top - controlTop) >= 1) hideTooltip();
    },
    { passive: true },
  );
}
