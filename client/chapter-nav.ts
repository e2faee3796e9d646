/**
 * Marks the chapter being read in the story's chapter list.
 * Markup: `<nav data-chapter-nav>` holding links `href="#id"`, one per element with that id.
 */
const NAV = '[data-chapter-nav]';
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
  const observer = new IntersectionObserver(
    (entries) => {
      const entered = entries.find((entry) => entry.isIntersecting);
      if (entered) markCurrentChapter(links, entered.target.id);
    },
    { rootMargin: readingBand },
  );
  for (const link of links) {
    const chapter = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (chapter) observer.observe(chapter);
  }
}
