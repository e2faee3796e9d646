import type { PageProps } from '../components/Document';
import { PageFrame } from '../components/PageFrame';
import { Hero } from '../components/Hero';
import { site } from '../data/site';

export default function HomePage({ context }: PageProps) {
  return (
    <PageFrame
      context={context}
      title={`${site.name} | Engineering Africa's Future`}
      description={`${site.name}: ${site.role}. Innovating with Drones, Data, and Surgical Robotics.`}
    >
      <Hero />
    </PageFrame>
  );
}
