import type { PageProps } from '../components/Document';
import { PageFrame } from '../components/PageFrame';
import { PageHeading } from '../components/PageHeading';
import { site } from '../data/site';

export default function ResumePage({ context }: PageProps) {
  return (
    <PageFrame
      context={context}
      title={`My Resume | ${site.name}`}
      description={`The resume of ${site.name}: ${site.role}.`}
    >
      <PageHeading backLabel="Back to Home" title="My Resume" />
    </PageFrame>
  );
}
