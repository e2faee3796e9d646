import type { PageProps } from '../components/Document';
import { PageFrame } from '../components/PageFrame';
import { PageHeading } from '../components/PageHeading';
import { site } from '../data/site';

export default function MyStoryPage({ context }: PageProps) {
  return (
    <PageFrame
      context={context}
      title={`My Story | ${site.name}`}
      description="The Boy Who Texted His Door Open — and Never Looked Back: from a wired switch to an agricultural drone company in Kenya."
    >
      <PageHeading backLabel="Back to Home" title="My Story">
        <p>The Boy Who Texted His Door Open — and Never Looked Back</p>
      </PageHeading>
    </PageFrame>
  );
}
