import { sectionIds } from '../data/sections';
import { research, researchIntro, researchPhilosophy } from '../data/research';
import { IconMicroscope } from './icons';
import { PaperLink } from './PaperLink';
import { Prose } from './Prose';
import { Section } from './Section';
import { badge, card } from '../styles/surfaces.css';
import * as styles from './Research.css';

export function Research() {
  return (
    <Section id={sectionIds.research} eyebrow="Open questions" title="Research" tone="muted" intro={researchIntro}>
      <div className={styles.grid}>
        {research.map((item, index) => (
          <article key={item.title} className={card} aria-labelledby={`research-${index}-title`}>
            <h3 id={`research-${index}-title`} className={styles.title}>
              {item.title}
            </h3>
            <p className={badge}>{item.role}</p>
            <p>{item.description}</p>
            {item.quote ? <blockquote className={styles.quote}>{item.quote}</blockquote> : null}
            {item.paperLink ? (
              <div className={styles.publication}>
                {item.paperTitle ? <p className={styles.paperTitle}>{item.paperTitle}</p> : null}
                <PaperLink href={item.paperLink} />
              </div>
            ) : null}
          </article>
        ))}
      </div>
      <aside className={styles.philosophy} aria-labelledby="research-philosophy-title">
        <IconMicroscope aria-hidden="true" className={styles.philosophyIcon} />
        <h3 id="research-philosophy-title" className={styles.title}>
          Research Philosophy
        </h3>
        <Prose text={researchPhilosophy} />
      </aside>
    </Section>
  );
}
