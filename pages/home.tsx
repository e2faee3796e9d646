import type { PageProps } from '../components/Document';
import { PageFrame } from '../components/PageFrame';
import { Hero } from '../components/Hero';
import { About } from '../components/About';
import { Projects } from '../components/Projects';
import { StoryBanner } from '../components/StoryBanner';
import { Research } from '../components/Research';
import { Certifications } from '../components/Certifications';
import { Impact } from '../components/Impact';
import { Articles } from '../components/Articles';
import { Contact } from '../components/Contact';
import { site } from '../data/site';

export default function HomePage({ context }: PageProps) {
  return (
    <PageFrame
      context={context}
      title={`${site.name} | Engineering Africa's Future`}
      description={`${site.name}: ${site.role}. Innovating with Drones, Data, and Surgical Robotics.`}
    >
      <Hero />
      <About />
      <Projects />
      <StoryBanner />
      <Research />
      <Certifications />
      <Impact />
      <Articles />
      <Contact />
    </PageFrame>
  );
}
