import { projects, projectsIntro } from '../data/projects';
import { sectionIds } from '../data/sections';
import { ProjectCard } from './ProjectCard';
import { ProjectDialog } from './ProjectDialog';
import { Section } from './Section';
import * as styles from './Projects.css';
import { shapesAttribute, shapesBehaviour } from './hooks/shapes';
import { useBehaviours } from './page-needs';

export function Projects() {
  useBehaviours(shapesBehaviour);
  return (
    <Section
      id={sectionIds.projects}
      eyebrow="Featured work"
      title="Projects"
      intro={projectsIntro}
      // The home page's first screen is the hero and About, up to 92vh + About on the tallest screens.
      startsBelowFold
      backdrop={<div className={styles.shapes} aria-hidden="true" {...{ [shapesAttribute]: true }} />}
    >
      <div className={styles.grid}>
        {projects.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </div>
      <ProjectDialog projects={projects} />
    </Section>
  );
}
