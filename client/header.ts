import { headerAttribute, scrolledAttribute } from '../components/hooks/header';

/** The header turns solid once the page has scrolled more than this many pixels. */
const headerScrollThreshold = 20;

const HEADER = `[${headerAttribute}]`;

const header = document.querySelector(HEADER);

if (header) {
  // biome-ignore lint/correctness/noUnusedVariables: read by `||=` below, so one frame serves a burst of scroll events.
  let frame = 0;
  const showScrollState = () => {
    frame = 0;
    header.toggleAttribute(scrolledAttribute, window.scrollY > headerScrollThreshold);
  };
  window.addEventListener(
    'scroll',
    () => {
      frame ||= requestAnimationFrame(showScrollState);
    },
    { passive: true },
  );
  // A reload or a link to an anchor can open the page already scrolled.
  showScrollState();
}
