import { chapterNavAttribute } from '../components/hooks/chapter-nav';

/**
 * Marks the chapter being read in the story's chapter list.
 * Markup: a `<nav>` with the hook's attribute holding links `href="#id"`, one per element with that id.
 */
const NAV = `[${chapterNavAttribute}]`;
const CURRENT_ATTR = 'aria-current';

/** The reading line: a chapter is current while it crosses the band 20-30% down the window. */
const readingBand = '-20% 0px -70% 0px';

const nav = document.querySelector(NAV);

function markCurrentChapter(links: readonly HTMLAnchorElement[], id: string) {
  for (const link of links) {
    if (link.hash === `#${id}`) link.setAttribute(CURRENT_ATTR, 'true');
    else link.removeAttribute(CURRENT_ATTR);
  }
}

if (nav && 'IntersectionObserver' in window) {
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const chapters = links.flatMap((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))) ?? []);
  const inBand = new Set<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inBand.add(entry.target);
        else inBand.delete(entry.target);
      }
      // A fast scroll can report several chapters at once: the one in the band now is the one read.
      const current = chapters.find((chapter) => inBand.has(chapter));
      if (current) markCurrentChapter(links, current.id);
    },
    { rootMargin: readingBand },
  );
  for (const chapter of chapters) observer.observe(chapter);
}
