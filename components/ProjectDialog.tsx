import type { Project } from '../data/types';
import { projectDialogId, projectDialogTitleId } from './ids';
import { IconX } from './icons';
import { Image } from './Image';
import { PaperLink } from './PaperLink';
import { Prose } from './Prose';
import { VideoPlayer } from './VideoPlayer';
import { useBehaviours } from './page-needs';
import { badge } from '../styles/surfaces.css';
import { button } from '../styles/buttons.css';
import * as styles from './ProjectDialog.css';

/** A project's full story, opened by its card's Learn More link or its address (client/dialog.ts). */
export function ProjectDialog({ project }: { project: Project }) {
  useBehaviours('dialog');
  const titleId = projectDialogTitleId(project.id);
  const id = projectDialogId(project.title);
  const hasVideos = Boolean(project.videoUrl) || (project.videos?.length ?? 0) > 0;

  return (
    <dialog id={id} className={styles.dialog} aria-labelledby={titleId} data-dialog>
      <div className={styles.panel}>
        <header className={styles.header}>
          <h3 id={titleId} className={styles.title}>
            {project.title}
          </h3>
          <div className={styles.tools}>
            <button type="button" className={button.quiet} data-copy-link>
              Copy link
            </button>
            <button type="button" className={button.quiet} data-dialog-close>
              <IconX aria-hidden="true" />
              Close
            </button>
          </div>
          <output className={styles.copyStatus} />
        </header>
        <Image className={styles.image} src={project.image} alt={project.imageAlt} width={800} height={500} />
        <div className={styles.details}>
          <Prose text={project.details} />
        </div>

        {project.paperLink ? (
          <div className={styles.block}>
            <h4 className={styles.blockTitle}>
              Research Publication
            </h4>
            {project.paperTitle ? <p className={styles.paperTitle}>{project.paperTitle}</p> : null}
            <PaperLink href={project.paperLink} />
          </div>
        ) : null}

        {hasVideos ? (
          <div className={styles.block}>
            <h4 className={styles.blockTitle}>
              Project Videos
            </h4>
            {project.videoUrl ? <VideoPlayer url={project.videoUrl} title={project.title} poster={project.image} /> : null}
            {project.videos?.map((video) => (
              <figure key={video.url} className={styles.video}>
                <figcaption className={styles.videoTitle}>{video.title}</figcaption>
                <VideoPlayer url={video.url} title={video.title} poster={video.thumbnail ?? project.image} />
              </figure>
            ))}
          </div>
        ) : null}

        <div className={styles.block}>
          <h4 className={styles.blockTitle}>
            {project.isBook ? 'Themes' : 'Technologies'}
          </h4>
          <ul className={styles.tags}>
            {project.tech.map((tag) => (
              <li key={tag} className={badge}>
                {tag}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </dialog>
  );
}
