import type { PageProps } from '../components/Document';
import { PageFrame } from '../components/PageFrame';
import { PageHeading } from '../components/PageHeading';
import { ProjectDetails } from '../components/ProjectDetails';
import { projects } from '../data/projects';
import { site } from '../data/site';
import { projectPath, sectionHref } from '../data/addresses';
import { sectionIds } from '../data/sections';
import * as page from './page.css';

/** One project's page (`/projects/<slug>/`): its details, which the home page's dialog also shows. */
export default function ProjectPage({ context }: PageProps) {
  const project = projects.find((candidate) => projectPath(candidate.title) === context.path);
  if (!project) throw new Error(`No project in data/projects.ts has the address ${context.path}.`);
  return (
    <PageFrame context={context} title={`${project.title} | ${site.name}`} description={project.description}>
      <PageHeading backLabel="Back to Projects" backHref={sectionHref(sectionIds.projects, context.path)} title={project.title}>
        <p>{project.description}</p>
      </PageHeading>
      <div className={page.body}>
        <ProjectDetails project={project} />
      </div>
    </PageFrame>
  );
}
