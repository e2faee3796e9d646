import { site } from '../data/site';
import { tujueUkulimaUrl } from '../data/projects';
import { ExternalLink } from './ExternalLink';
import { IconExternalLink, IconFileText, IconSeedling } from './icons';
import { button } from '../styles/buttons.css';
import { card, iconTile } from '../styles/surfaces.css';
import * as styles from './Resources.css';

export function Resources() {
  return (
    <div className={styles.grid}>
      <article className={card} aria-labelledby="resource-resume-title">
        <span className={iconTile}>
          <IconFileText aria-hidden="true" />
        </span>
        <h3 id="resource-resume-title" className={styles.title}>
          Full Resume
        </h3>
        <p className={styles.text}>Education, research, certifications and the work behind AngaShamba Drones, in one document.</p>
        <ExternalLink href={site.resume.documentUrl} className={button.primary}>
          Download PDF
        </ExternalLink>
      </article>
      <article className={card} aria-labelledby="resource-tujue-title">
        <span className={iconTile}>
          <IconSeedling aria-hidden="true" />
        </span>
        <h3 id="resource-tujue-title" className={styles.title}>
          Visit Tujue Ukulima Website
        </h3>
        <p className={styles.text}>
          Practical, bilingual farming guides for rice growers: pests, diseases, fertiliser timing and safe spraying.
        </p>
        <ExternalLink href={tujueUkulimaUrl} className={button.outline}>
          Visit Website
          <IconExternalLink aria-hidden="true" />
        </ExternalLink>
      </article>
    </div>
  );
}
