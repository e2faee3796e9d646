import type { PageProps } from '../components/Document';
import { PageFrame } from '../components/PageFrame';
import { PageHeading } from '../components/PageHeading';
import { ResumeViewer } from '../components/ResumeViewer';
import { ExternalLink } from '../components/ExternalLink';
import { IconFileText } from '../components/icons';
import { site } from '../data/site';
import { button } from '../styles/buttons.css';
import * as styles from './page.css';

export default function ResumePage({ context }: PageProps) {
  return (
    <PageFrame context={context} title={`My Resume | ${site.name}`} description={`The resume of ${site.name}: ${site.role}.`}>
      <PageHeading
        backLabel="Back to Home"
        title="My Resume"
        actions={
          <ExternalLink href={site.resume.documentUrl} className={button.primary}>
            <IconFileText aria-hidden="true" />
            Download Resume
          </ExternalLink>
        }
      />
      <div className={styles.body}>
        <ResumeViewer />
      </div>
    </PageFrame>
  );
}
