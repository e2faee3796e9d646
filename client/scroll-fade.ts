import { reducedMotion } from '../components/hooks/motion';
import { scrollFadeAttribute } from '../components/hooks/scroll-fade';

/** The spec's chapter reveal: a chapter fades in the first time 10% of it is visible. */
const fadeThreshold = 0.1;

const elements = document.querySelectorAll<HTMLElement>(`[${scrollFadeAttribute}]`);
const reduceMotion = matchMedia(reducedMotion).matches;

// Content is hidden only here, by the script that will show it again: if this script never
// runs (blocked, offline, old browser), nothing stays invisible.
if (elements.length > 0 && !reduceMotion && 'IntersectionObserver' in window) {
  // Each chapter's first report says where it sits, measured with the frame's own layout: asking
  // its position here would lay the whole page out inside this script's task. A chapter not yet
  // pending is on its first report: a shown one is no longer observed.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect, rootBounds } of entries) {
        if (target.getAttribute(scrollFadeAttribute) !== 'pending') {
          // What the first screen already shows stays shown, however little of it fits.
          if (boundingClientRect.top < (rootBounds?.bottom ?? window.innerHeight)) {
            observer.unobserve(target);
            continue;
          }
          target.setAttribute(scrollFadeAttribute, 'pending');
        }
        if (!isIntersecting) continue;
        target.setAttribute(scrollFadeAttribute, 'shown');
        observer.unobserve(target);
      }
    },
    { threshold: fadeThreshold },
  );
  for (const element of elements) observer.observe(element);
}
