import type { PageProps } from '../components/Document';
import { PageFrame } from '../components/PageFrame';
import { PageHeading } from '../components/PageHeading';
import { site } from '../data/site';

export default function TestimonialsPage({ context }: PageProps) {
  return (
    <PageFrame
      context={context}
      title={`Testimonials | ${site.name}`}
      description={`What mentors and mentees say about working with ${site.name}.`}
    >
      <PageHeading backLabel="Back Home" title="Testimonials" />
    </PageFrame>
  );
}
