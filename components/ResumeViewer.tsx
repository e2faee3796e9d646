import { site } from '../data/site';
import * as styles from './ResumeViewer.css';
import { resumeTitleAttribute, resumeViewerAttribute, resumeViewerBehaviour } from './hooks/resume-viewer';
import { useBehaviours, useOrigin } from './page-needs';

const viewerTitle = 'Resume preview';

/**
 * client/resume-viewer.ts shows the loader for the spec's 2 seconds, then creates the frame:
 * nothing is requested from the document viewer before then. Without scripts the <noscript>
 * frame shows at once.
 */
export function ResumeViewer() {
  useBehaviours(resumeViewerBehaviour);
  useOrigin('frame', site.resume.viewerUrl);
  const viewer = { [resumeViewerAttribute]: site.resume.viewerUrl, [resumeTitleAttribute]: viewerTitle };
  return (
    <div className={styles.sheet} {...viewer}>
      <div className={styles.loader} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        Loading your resume...
      </div>
      <noscript>
        <iframe className={styles.frame} src={site.resume.viewerUrl} title={viewerTitle} />
      </noscript>
    </div>
  );
}
