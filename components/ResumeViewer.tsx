import { site } from '../data/site';
import * as styles from './ResumeViewer.css';

const viewerTitle = 'Resume preview';

/**
 * client/resume-viewer.ts shows the loader for the spec's 2 seconds, then creates the frame:
 * nothing is requested from the document viewer before then. Without scripts the <noscript>
 * frame shows at once.
 */
export function ResumeViewer() {
  return (
    <div className={styles.sheet} data-resume-viewer={site.resume.viewerUrl} data-resume-title={viewerTitle}>
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
