import { site } from '../data/site';
import * as styles from './ResumeViewer.css';
import { resumeTitleAttribute, resumeViewerAttribute, resumeViewerBehaviour } from './hooks/resume-viewer';
import { useBehaviours, useOrigin } from './page-needs';
import { ExternalLink } from './ExternalLink';
import { IconFileText } from './icons';
import { button } from '../styles/buttons.css';

const viewerTitle = 'Resume preview';

/**
 * client/resume-viewer.ts shows the loader for the spec's 2 seconds, then creates the frame:
 * nothing is requested from the document viewer before then. When the frame cannot load, the
 * sheet says so and offers the document. Without scripts the <noscript> frame shows at once.
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
      <div className={styles.fallback}>
        <p className={styles.fallbackText}>The preview cannot load here. The resume itself is a click away.</p>
        <div className={styles.fallbackLinks}>
          <ExternalLink href={site.resume.documentUrl} className={button.primary}>
            <IconFileText aria-hidden="true" />
            Download Resume
          </ExternalLink>
          <ExternalLink href={site.resume.viewerUrl} className={button.quiet}>
            Open in a new tab
          </ExternalLink>
        </div>
      </div>
      <noscript>
        <iframe className={styles.frame} src={site.resume.viewerUrl} title={viewerTitle} />
      </noscript>
    </div>
  );
}
