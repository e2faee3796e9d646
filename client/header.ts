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
  const nextFrame = () => {
    frame ||= requestAnimationFrame(showScrollState);
  };
  window.addEventListener('scroll', nextFrame, { passive: true });
  // A reload or a link to an anchor can open the page already scrolled. Read in the next frame, with
  // its layout: read now, scrollY would lay the whole page out inside this script's task.
  nextFrame();
}
