import { IconArrowUp } from './icons';
import { site } from '../data/site';
import { footerNavigation } from '../data/navigation';
import { shownLinks } from '../data/sections';
import { sectionHref } from '../data/addresses';
import * as styles from './Footer.css';
import { currentYearAttribute, currentYearBehaviour } from './hooks/current-year';
import { scrollTopAttribute, scrollTopBehaviour } from './hooks/scroll-top';
import { tooltipAttribute, tooltipBehaviour } from './hooks/tooltip';
import { useBehaviours } from './page-needs';

interface FooterProps {
  path: string;
  builtYear: number;
}

export function Footer({ path, builtYear }: FooterProps) {
  useBehaviours(scrollTopBehaviour, tooltipBehaviour, currentYearBehaviour);
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <p className={styles.name}>{site.name}</p>
          <p className={styles.tagline}>{site.headline}</p>
        </div>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {shownLinks(footerNavigation).map((item) => (
              <li key={item.anchor}>
                <a className={styles.link} href={sectionHref(item.anchor, path)}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className={styles.toTop}
          aria-label="Scroll to top"
          // client/scroll-top.ts shows it on a page that scrolls.
          hidden
          {...{ [scrollTopAttribute]: true, [tooltipAttribute]: true }}
        >
          <IconArrowUp aria-hidden="true" />
        </button>
        <p className={styles.copyright}>
          © <span {...{ [currentYearAttribute]: site.timeZone }}>{builtYear}</span> {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
