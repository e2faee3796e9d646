import type { Project } from '../data/types';
import { IconX } from './icons';
import {
  bodyAttr,
  closeAttr,
  copyLinkAttr,
  copyStatusAttr,
  dialogAttr,
  dialogBehaviour,
  messagesAttr,
  statusAttr,
  titleAttr,
} from './hooks/dialog';
import { useBehaviours } from './page-needs';
import { VideoNeeds } from './VideoPlayer';
import { button } from '../styles/buttons.css';
import * as styles from './ProjectDialog.css';
// The details the dialog fetches from the project pages take their look from these: the home page
// ships their styles (below the first screen, so in the deferred stylesheet).
import './ProjectDetails.css';
import './VideoPlayer.css';

const titleId = 'project-dialog-title';

/**
 * The home page's one project dialog, empty until a card's Learn More link or a project's address
 * opens it: client/dialog.ts puts the title in and the details it fetches from the project's page.
 */
export function ProjectDialog({ projects }: { projects: readonly Project[] }) {
  useBehaviours(dialogBehaviour);
  return (
    <dialog className={styles.dialog} aria-labelledby={titleId} {...{ [dialogAttr]: '' }}>
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title} {...{ [titleAttr]: '' }}>
            Project details
          </h2>
          <div className={styles.tools}>
            <button type="button" className={button.quiet} {...{ [copyLinkAttr]: '' }}>
              Copy link
            </button>
            <button type="button" className={button.quiet} {...{ [closeAttr]: '' }}>
              <IconX aria-hidden="true" />
              Close
            </button>
          </div>
          <output className={styles.copyStatus} {...{ [copyStatusAttr]: '' }} />
        </header>
        <p role="status" className={styles.status} {...{ [statusAttr]: '' }} />
        <div className={styles.body} {...{ [bodyAttr]: '' }} />
        {/* What the dialog says while the details load, and when they cannot: words stay in the markup. */}
        <template {...{ [messagesAttr]: '' }}>
          <p>Loading the project’s details…</p>
          <p>The project’s details could not be loaded.</p>
          <a href="/">Open the project’s page</a>
        </template>
      </div>
      {/* The details arrive later; this page's policy must already allow the videos they hold. */}
      {projects
        .flatMap((project) => [
          ...(project.videoUrl ? [{ url: project.videoUrl, poster: project.image }] : []),
          ...(project.videos ?? []).map((video) => ({ url: video.url, poster: video.thumbnail ?? project.image })),
        ])
        .map((video) => (
          <VideoNeeds key={video.url} url={video.url} poster={video.poster} />
        ))}
    </dialog>
  );
}
