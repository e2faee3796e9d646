import { sectionIds } from '../data/sections';
import { certifications } from '../data/certifications';
import { site } from '../data/site';
import { ExternalLink } from './ExternalLink';
import { IconCertificate, IconExternalLink } from './icons';
import { Section } from './Section';
import { button } from '../styles/buttons.css';
import { badge, card } from '../styles/surfaces.css';
import * as styles from './Certifications.css';

export function Certifications() {
  return (
    <Section id={sectionIds.certifications} eyebrow="Credentials" title="Certifications">
      <ul className={styles.grid}>
        {certifications.map((certification) => (
          <li key={certification.credential} className={`${card} ${styles.card}`}>
            <div className={styles.top}>
              <IconCertificate aria-hidden="true" className={styles.icon} />
              <span className={badge}>{certification.date}</span>
            </div>
            <h3 className={styles.title}>{certification.title}</h3>
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
