import { reducedMotion } from '../components/hooks/motion';
import { scrollFadeAttribute } from '../components/hooks/scroll-fade';

/** The spec's chapter reveal: a chapter fades in the first time 10% of it is visible. */
const fadeThreshold = 0.1;

const elements = document.querySelectorAll<HTMLElement>(`[${scrollFadeAttribute}]`);
const reduceMotion = matchMedia(reducedMotion).matches;

// Content is hidden only here, by the script that will show it again: if this script never
// runs (blocked, offline, old browser), nothing stays invisible.
if (elements.length > 0 && !reduceMotion && 'IntersectionObserver' in window) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute(scrollFadeAttribute, 'shown');
        observer.unobserve(entry.target);
      }
    },
    { threshold: fadeThreshold },
  );
  for (const element of elements) {
    // What the first screen already shows stays shown, however little of it fits.
    if (element.getBoundingClientRect().top < window.innerHeight) continue;
    element.setAttribute(scrollFadeAttribute, 'pending');
    observer.observe(element);
  }
}
