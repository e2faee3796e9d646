import type { Testimonial } from '../data/types';
import { iconByName } from './icons';
import { Image } from './Image';
import { initials } from './initials';
import { Prose } from './Prose';
import { monogram } from '../styles/surfaces.css';
import * as styles from './TestimonialCard.css';

interface TestimonialCardProps {
  testimonial: Testimonial;
  /** The full page shows the whole testimonial; the home page only its pull-quote. */
  showContent?: boolean;
}

/** A face's size on the page, in CSS pixels (the theme's `size.face`). */
const faceSize = 48;

export function TestimonialCard({ testimonial, showContent = false }: TestimonialCardProps) {
  const Icon = iconByName[testimonial.icon];
  return (
    <figure className={styles.card[testimonial.variant]}>
      <blockquote className={styles.quote}>
        <p className={styles.headline}>“{testimonial.quote}”</p>
        {showContent ? (
          <div className={styles.content}>
            <Prose text={testimonial.content} />
          </div>
        ) : null}
      </blockquote>
      <figcaption className={styles.caption}>
        {/* The name beside it says who this is: the face and the initials add nothing to read aloud. */}
        {testimonial.photo ? (
          <Image className={styles.face} src={testimonial.photo} alt="" width={faceSize} height={faceSize} sizes={`${faceSize}px`} />
        ) : (
          <span className={`${monogram} ${styles.monogram}`} aria-hidden="true">
            {initials(testimonial.author)}
          </span>
        )}
        <span className={styles.person}>
          <span className={styles.author}>{testimonial.author}</span>
          <span className={styles.role}>{testimonial.role}</span>
        </span>
        <Icon aria-hidden="true" className={styles.icon} />
      </figcaption>
    </figure>
  );
}
