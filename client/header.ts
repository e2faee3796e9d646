/** The header turns solid once the page has scrolled more than this many pixels. */
const headerScrollThreshold = 20;

const HEADER = '[data-header]';
const SCROLLED_ATTR = 'data-scrolled';

const header = document.querySelector(HEADER);

if (header) {
  // biome-ignore lint/correctness/noUnusedVariables: read by `||=` below, so one frame serves a burst of scroll events.
  let frame = 0;
  const showScrollState = () => {
    frame = 0;
    header.toggleAttribute(SCROLLED_ATTR, window.scrollY > headerScrollThreshold);
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
