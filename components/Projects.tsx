import { projects } from '../data/projects';
import { ProjectCard } from './ProjectCard';
import { ProjectDialog } from './ProjectDialog';
import { Section } from './Section';
import * as styles from './Projects.css';

export function Projects() {
  return (
    <Section
      id="projects"
      eyebrow="Featured work"
      title="Projects"
      intro="From spraying rice by drone to a book on who gets surgery: the things I have built, written and researched."
      // The home page's first screen is the hero and About, up to 92vh + About on the tallest screens.
      startsBelowFold
      backdrop={<div className={styles.shapes} aria-hidden="true" data-shapes />}
    >
      <div className={styles.grid}>
        {projects.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </div>
      <ProjectDialog />
    </Section>
  );
}
