import { sectionIds } from '../data/sections';
import { homeTestimonials, impactQuote } from '../data/testimonials';
import { testimonialsPath } from '../data/addresses';
import { IconArrowRight } from './icons';
import { Section } from './Section';
import { TestimonialCard } from './TestimonialCard';
import { button } from '../styles/buttons.css';
import * as styles from './Impact.css';

export function Impact() {
  return (
    <Section id={sectionIds.impact} eyebrow="In their words" title="Impact & Testimonials" tone="muted">
      <blockquote className={styles.quote}>
        <p>“{impactQuote}”</p>
      </blockquote>
      <div className={styles.grid}>
        {homeTestimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.author} testimonial={testimonial} />
        ))}
      </div>
      <a className={`${button.primary} ${styles.more}`} href={testimonialsPath}>
        View All Testimonials
        <IconArrowRight aria-hidden="true" />
      </a>
    </Section>
  );
}
