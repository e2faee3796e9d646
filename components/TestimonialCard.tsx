import type { Testimonial } from '../data/types';
import { iconByName } from './icons';
import { Prose } from './Prose';
import * as styles from './TestimonialCard.css';

interface TestimonialCardProps {
  testimonial: Testimonial;
  /** The full page shows the whole testimonial; the home page only its pull-quote. */
  showContent?: boolean;
}

export function TestimonialCard({ testimonial, showContent = false }: TestimonialCardProps) {
  const Icon = iconByName[testimonial.icon];
  return (
    <figure className={styles.card[testimonial.variant]}>
      <Icon aria-hidden="true" className={styles.icon} />
      <blockquote className={styles.quote}>
        <p className={styles.headline}>“{testimonial.quote}”</p>
        {showContent ? (
          <div className={styles.content}>
            <Prose text={testimonial.content} />
          </div>
        ) : null}
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.author}>{testimonial.author}</span>
        <span className={styles.role}>{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}
