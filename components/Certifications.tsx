import { sectionIds } from '../data/sections';
import { certifications } from '../data/certifications';
import { monthNumber } from '../data/month-year';
import { site } from '../data/site';
import { ExternalLink } from './ExternalLink';
import { IconExternalLink } from './icons';
import { Section } from './Section';
import { button } from '../styles/buttons.css';
import { badge } from '../styles/surfaces.css';
import * as styles from './Certifications.css';

/** The newest first: what a visitor weighs most is what the owner did last. */
const newestFirst = [...certifications].sort((a, b) => monthNumber(b.date) - monthNumber(a.date));

export function Certifications() {
  return (
    <Section id={sectionIds.certifications} eyebrow="Credentials" title="Certifications">
      <ul className={styles.grid}>
        {newestFirst.map((certification) => (
          <li key={certification.credential} className={styles.item}>
            <h3 className={styles.title}>{certification.title}</h3>
            <span className={`${badge} ${styles.date}`}>{certification.date}</span>
            <p className={styles.issuer}>{certification.issuer}</p>
            <p className={styles.credential}>Credential: {certification.credential}</p>
            <ExternalLink href={certification.link} className={styles.link}>
              View Certificate
              <IconExternalLink aria-hidden="true" className={styles.linkIcon} />
            </ExternalLink>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <p>Additional certificates and achievements available upon request</p>
        <ExternalLink href={site.resume.documentUrl} className={button.outline}>
          View Full Resume
        </ExternalLink>
      </div>
    </Section>
  );
}
