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
