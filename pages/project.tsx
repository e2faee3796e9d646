import type { PageProps } from '../components/Document';
import { PageFrame } from '../components/PageFrame';
import { PageHeading } from '../components/PageHeading';
import { ProjectDetails } from '../components/ProjectDetails';
import { IconArrowLeft, IconArrowRight } from '../components/icons';
import type { Project } from '../data/types';
import { projects } from '../data/projects';
import { site } from '../data/site';
import { projectPath, sectionHref } from '../data/addresses';
import { sectionIds } from '../data/sections';
import * as page from './page.css';
import * as styles from './project.css';

/** The way on from one project to the ones beside it in data/projects.ts, each link naming its project. */
function ProjectNeighbours({ previous, next }: { previous: Project | undefined; next: Project | undefined }) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.neighbours} aria-label="More projects">
      {previous ? (
        <a className={styles.neighbour} href={projectPath(previous.title)} rel="prev">
          <span className={styles.direction}>
            <IconArrowLeft aria-hidden="true" className={styles.arrow} />
            Previous project
          </span>{' '}
          <span className={styles.neighbourTitle}>{previous.title}</span>
        </a>
      ) : null}
      {next ? (
        <a className={`${styles.neighbour} ${styles.nextNeighbour}`} href={projectPath(next.title)} rel="next">
          <span className={styles.direction}>
            Next project
            <IconArrowRight aria-hidden="true" className={styles.arrow} />
          </span>{' '}
          <span className={styles.neighbourTitle}>{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}

/** One project's page (`/projects/<slug>/`): its details, which the home page's dialog also shows, and the way on. */
export default function ProjectPage({ context }: PageProps) {
  const index = projects.findIndex((candidate) => projectPath(candidate.title) === context.path);
  const project = projects[index];
  if (!project) throw new Error(`No project in data/projects.ts has the address ${context.path}.`);
  return (
    <PageFrame context={context} title={`${project.title} | ${site.name}`} description={project.description}>
      <PageHeading backLabel="Back to Projects" backHref={sectionHref(sectionIds.projects, context.path)} title={project.title}>
        <p>{project.description}</p>
      </PageHeading>
      <div className={page.body}>
        <ProjectDetails project={project} />
        <ProjectNeighbours previous={projects[index - 1]} next={projects[index + 1]} />
      </div>
    </PageFrame>
  );
}
