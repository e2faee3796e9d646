import type { ReactNode } from 'react';
import { IconArrowLeft } from './icons';
import { homePath } from '../data/addresses';
import { button } from '../styles/buttons.css';
import * as styles from './PageHeading.css';

interface PageHeadingProps {
  /** The spec's wording differs by page: 'Back to Home' or 'Back Home'. */
  backLabel: string;
  /** Where the way back leads: the home page unless said. */
  backHref?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The top of every page but home: a way back, the page's one h1, and an optional lead. */
export function PageHeading({ backLabel, backHref = homePath, title, children, actions }: PageHeadingProps) {
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <a className={button.quiet} href={backHref}>
          <IconArrowLeft aria-hidden="true" className={styles.backIcon} />
          {backLabel}
        </a>
        {actions}
      </div>
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.lead}>{children}</div> : null}
    </div>
  );
}
