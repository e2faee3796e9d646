import type { PageProps } from '../components/Document';
import { PageFrame } from '../components/PageFrame';
import { PageHeading } from '../components/PageHeading';
import { TestimonialCard } from '../components/TestimonialCard';
import { impactQuote, menteeTestimonials, mentorTestimonials, testimonialsIntro } from '../data/testimonials';
import { site } from '../data/site';
import * as page from './page.css';
import * as styles from './testimonials.css';

// A group with no testimonials is left out, heading and all.
const groups = [
  { id: 'mentors', title: 'From My Mentors', testimonials: mentorTestimonials },
  { id: 'mentees', title: 'From Those I Mentored', testimonials: menteeTestimonials },
].filter((group) => group.testimonials.length > 0);

export default function TestimonialsPage({ context }: PageProps) {
  return (
    <PageFrame
      context={context}
      title={`Testimonials | ${site.name}`}
      description={`What mentors, colleagues and the students ${site.name} mentored say about working together.`}
    >
      <PageHeading backLabel="Back Home" title="Testimonials">
        <blockquote className={styles.quote}>
          <p>“{impactQuote}”</p>
        </blockquote>
        <p>{testimonialsIntro}</p>
      </PageHeading>
      <div className={page.body}>
        {groups.map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={`${group.id}-title`}>
            <h2 id={`${group.id}-title`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <div className={styles.grid}>
              {group.testimonials.map((testimonial) => (
                <TestimonialCard key={testimonial.author} testimonial={testimonial} showContent />
              ))}
            </div>
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
