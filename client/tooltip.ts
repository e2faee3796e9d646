/** The spec's tooltip timing: open after a pause, at once if another closed just before. */
const tooltipDelayMs = 700;
const tooltipSkipDelayMs = 300;
const tooltipOffsetPx = 4;

const CONTROL = '[data-tooltip]';
const BUBBLE = '[data-tooltip-bubble]';

const bubble = document.querySelector<HTMLElement>(BUBBLE);
let openTimer: number | undefined;
let shownFor: HTMLElement | null = null;
let lastClosedAt = -Infinity;

function placeBubble(control: HTMLElement, tip: HTMLElement) {
  const box = control.getBoundingClientRect();
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
  bubble.textContent = control.getAttribute('aria-label') ?? '';
  bubble.hidden = false;
  placeBubble(control, bubble);
  shownFor = control;
}

function hideTooltip() {
  clearTimeout(openTimer);
  if (!bubble || !shownFor) return;
  bubble.hidden = true;
  shownFor = null;
  lastClosedAt = performance.now();
}

function scheduleTooltip(control: HTMLElement) {
  clearTimeout(openTimer);
  if (shownFor === control) return;
  const skipDelay = performance.now() - lastClosedAt < tooltipSkipDelayMs;
  if (skipDelay) showTooltip(control);
  else openTimer = window.setTimeout(() => showTooltip(control), tooltipDelayMs);
}

function controlOf(target: EventTarget | null) {
  return target instanceof Element ? target.closest<HTMLElement>(CONTROL) : null;
}

if (bubble && document.querySelector(CONTROL)) {
  document.addEventListener('pointerover', (event) => {
    const control = controlOf(event.target);
    if (control && event.pointerType !== 'touch') scheduleTooltip(control);
  });
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
  window.addEventListener('scroll', hideTooltip, { passive: true });
}
