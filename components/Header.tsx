import { IconMenu2, IconX } from './icons';
import { site } from '../data/site';
import { headerNavigation } from '../data/navigation';
import { shownLinks } from '../data/sections';
import { homePath, resumePath, sectionHref } from '../data/addresses';
import { ThemeToggle } from './ThemeToggle';
import * as styles from './Header.css';
import { headerAttribute, headerBehaviour } from './hooks/header';
import { menuAttribute, menuBehaviour, menuId, menuToggleAttribute } from './hooks/menu';
import { useBehaviours } from './page-needs';

export function Header({ path }: { path: string }) {
  useBehaviours(headerBehaviour, menuBehaviour);
  return (
    <header className={styles.root} {...{ [headerAttribute]: true }}>
      <div className={styles.bar}>
        <a className={styles.brand} href={homePath}>
          {site.name}
        </a>
        <nav className={styles.nav} aria-label="Main">
          <button
            type="button"
            className={styles.menuToggle}
            aria-label="Toggle menu"
            aria-expanded="false"
            aria-controls={menuId}
            {...{ [menuToggleAttribute]: true }}
          >
            <IconMenu2 className={styles.openIcon} aria-hidden="true" />
            <IconX className={styles.closeIcon} aria-hidden="true" />
          </button>
          <ul id={menuId} className={styles.menu} {...{ [menuAttribute]: true }}>
            {shownLinks(headerNavigation).map((item) => (
              <li key={item.anchor}>
                <a className={styles.link} href={sectionHref(item.anchor, path)}>
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <a className={styles.resumeLink} href={resumePath} aria-current={path === resumePath ? 'page' : undefined}>
                Resume
              </a>
            </li>
          </ul>
        </nav>
        <ThemeToggle />
      </div>
    </header>
  );
}
