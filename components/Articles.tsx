import { articles, articlesIntro } from '../data/articles';
import { sectionIds } from '../data/sections';
import { site } from '../data/site';
import { ExternalLink } from './ExternalLink';
import { IconArrowRight, IconBrandLinkedin, IconCalendar } from './icons';
import { Section } from './Section';
import { button } from '../styles/buttons.css';
import { badge } from '../styles/surfaces.css';
import * as styles from './Articles.css';
import { articlePopoverAttribute, articlePreviewAttribute, articlePreviewBehaviour } from './hooks/article-preview';
import { useBehaviours } from './page-needs';

export function Articles() {
  useBehaviours(articlePreviewBehaviour);
  return (
    <Section id={sectionIds.articles} eyebrow="Writing" title="LinkedIn Articles" intro={articlesIntro}>
      <ul className={styles.grid}>
        {articles.map((article, index) => (
          <li key={article.url} className={styles.item} {...{ [articlePreviewAttribute]: true }}>
            <ExternalLink href={article.url} className={styles.card}>
              <span className={`${badge} ${styles.date}`}>
                <IconCalendar aria-hidden="true" className={styles.dateIcon} />
                {article.date}
              </span>
              <h3 className={styles.title}>{article.title}</h3>
              <p className={styles.description}>{article.description}</p>
              <span className={styles.read}>
                Read on LinkedIn
                <IconArrowRight aria-hidden="true" className={styles.readIcon} />
              </span>
              {/* A visual preview of what the link already says, so it stays out of the accessibility tree.
                  Inside the link and over its own card: a click opens the article, and no other card is covered. */}
              <span
                className={styles.popover}
                id={`article-${index}-preview`}
                aria-hidden="true"
                hidden
                {...{ [articlePopoverAttribute]: true }}
              >
                <span className={styles.popoverTitle}>{article.title}</span>
                <span>{article.description}</span>
                <span className={styles.popoverLink}>
                  View full article
                  <IconArrowRight aria-hidden="true" className={styles.readIcon} />
                </span>
              </span>
            </ExternalLink>
          </li>
        ))}
      </ul>
      <ExternalLink href={site.social.linkedin} className={`${button.secondary} ${styles.profile}`}>
        <IconBrandLinkedin aria-hidden="true" />
        View My LinkedIn Profile
      </ExternalLink>
    </Section>
  );
}
