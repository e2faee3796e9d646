import { reducedMotion } from '../components/hooks/motion';
import { scrollTopAttribute } from '../components/hooks/scroll-top';

const SCROLL_TOP = `[${scrollTopAttribute}]`;
/** Where keyboard focus lands: the main landmark, which starts at the top of the page. */
const TOP_FOCUS_TARGET = 'main';

// Loaded only by pages that render the button (components/Footer.tsx declares it).
document.addEventListener('click', (event) => {
  if (!(event.target instanceof Element) || !event.target.closest(SCROLL_TOP)) return;
  const reduceMotion = matchMedia(reducedMotion).matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  // Keyboard focus follows the view back to the top, so Tab continues from there.
  document.querySelector<HTMLElement>(TOP_FOCUS_TARGET)?.focus({ preventScroll: true });
});

/**
 * Offered only where there is somewhere to go back to: the button comes hidden, and shows once the
 * page is taller than the screen (the not-found page, on most screens, is not).
 */
const buttons = document.querySelectorAll<HTMLElement>(SCROLL_TOP);
const root = document.documentElement;
let queued = false;
// Measured in an animation frame, where the page is laid out anyway: a ResizeObserver callback
// reading sizes while the page loads laid it out early (tests/e2e/forced-layout.spec.ts).
const offerWhereScrollable = () => {
  if (queued) return;
  queued = true;
  requestAnimationFrame(() => {
    queued = false;
    const scrollable = root.scrollHeight > root.clientHeight;
    for (const button of buttons) if (button.hidden === scrollable) button.hidden = !scrollable;
  });
};
new ResizeObserver(offerWhereScrollable).observe(document.body);
window.addEventListener('resize', offerWhereScrollable);
