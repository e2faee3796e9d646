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
import { skills } from '../data/skills';
import { hasSection, sectionIds } from '../data/sections';

/** Who the site is about, for search engines (schema.org Person). */
const person = {
  '@context': 'https://schema.org',
  '@type': 'Person',
  name: site.name,
  url: `${site.siteUrl}/`,
  description: site.role,
  jobTitle: site.jobTitle,
  email: `mailto:${site.emails[0]}`,
  address: { '@type': 'PostalAddress', addressLocality: site.location.town, addressCountry: site.location.countryCode },
  sameAs: [site.social.linkedin, site.social.github, site.social.youtube],
  knowsAbout: skills.map((skill) => skill.title),
};

export default function HomePage({ context }: PageProps) {
  return (
    <PageFrame
      context={context}
      title={`${site.name} | ${site.headline}`}
      description={`${site.name}: ${site.role}. ${site.tagline}.`}
      structuredData={person}
    >
      <Hero />
      <About />
      {hasSection(sectionIds.projects) ? <Projects /> : null}
      <StoryBanner />
      {hasSection(sectionIds.research) ? <Research /> : null}
      {hasSection(sectionIds.certifications) ? <Certifications /> : null}
      {hasSection(sectionIds.impact) ? <Impact /> : null}
      {hasSection(sectionIds.articles) ? <Articles /> : null}
      <Contact />
    </PageFrame>
  );
}
