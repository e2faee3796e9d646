import type { ReactNode } from 'react';
import * as styles from './Section.css';
import { foldAttribute } from './fold';

interface SectionProps {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: 'plain' | 'muted';
  /** Decorations drawn behind the content, e.g. the floating shapes. */
  backdrop?: ReactNode;
  /**
   * The first section wholly below the page's first screen: the build inlines only the styles
   * of what comes before it and loads the rest after the page (generator/pipeline/deferred-styles.ts).
   */
  startsBelowFold?: boolean;
  children: ReactNode;
}

/** A home-page section: an anchor, an h2 that names it, and its content. */
export function Section({ id, title, eyebrow, intro, tone = 'plain', backdrop, startsBelowFold = false, children }: SectionProps) {
  return (
    <section id={id} className={styles.section[tone]} aria-labelledby={`${id}-title`} {...(startsBelowFold ? { [foldAttribute]: '' } : {})}>
      {backdrop}
      <div className={styles.inner}>
        <header className={styles.header}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
