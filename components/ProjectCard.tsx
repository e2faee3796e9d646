import type { Project } from '../data/types';
import { excerpt } from './excerpt';
import { projectDialogId, projectTitleId } from './ids';
import { ExternalLink } from './ExternalLink';
import { IconExternalLink } from './icons';
import { openerAttr } from './hooks/dialog';
import { projectPath } from '../data/addresses';
import { Image } from './Image';
import { button } from '../styles/buttons.css';
import { card } from '../styles/surfaces.css';
import { visuallyHidden } from '../styles/visuallyHidden.css';
import * as styles from './ProjectCard.css';

export function ProjectCard({ project }: { project: Project }) {
  const titleId = projectTitleId(project.id);
  return (
    // The project's address (`/#project-<slug>`) lands here when scripts are off.
    <article id={projectDialogId(project.title)} className={`${card} ${styles.card}`} aria-labelledby={titleId}>
      <Image className={styles.image} src={project.image} alt={project.imageAlt} width={800} height={500} />
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {project.title}
        </h3>
        <p className={styles.description}>{project.description}</p>
        <p className={styles.summary}>{excerpt(project.details.text)}</p>
        <div className={styles.actions}>
          {/* A link to the project's page; client/dialog.ts shows that page's details in the home page's dialog. */}
          <a
            href={projectPath(project.title)}
            className={button.primary}
            aria-haspopup="dialog"
            {...{ [openerAttr]: projectDialogId(project.title) }}
          >
            {project.isBook ? 'Read More' : 'Learn More'}
            {/* Names where it leads, for screen readers and search engines; the card's title shows it. */}
            <span className={visuallyHidden}> about {project.title}</span>
          </a>
          {/* The book's link is its 'Read My Book' button: one way to one address. */}
          {project.link && !project.isBook ? (
            <ExternalLink href={project.link} className={button.quiet}>
              Visit Site
              <IconExternalLink aria-hidden="true" className={styles.linkIcon} />
            </ExternalLink>
          ) : null}
          {project.isBook && project.link ? (
            <ExternalLink href={project.link} className={button.outline}>
              Read My Book
            </ExternalLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}
