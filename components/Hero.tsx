import { IconChevronDown } from './icons';
import { button } from '../styles/buttons.css';
import { eyebrow } from './Section.css';
import * as styles from './Hero.css';

export function Hero() {
  return (
    <section className={styles.root} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <p className={eyebrow}>Mechatronics · Agritech · Surgical robotics</p>
        <h1 id="hero-title" className={styles.title}>
          Engineering Africa's Future
        </h1>
        <p className={styles.tagline}>Innovating with Drones, Data, and Surgical Robotics</p>
        <div className={styles.actions}>
          <a className={button.primary} href="#projects">
            Explore My Work
          </a>
          <a className={button.outline} href="#contact">
            Get In Touch
          </a>
        </div>
      </div>
      <a className={styles.scrollCue} href="#about">
        Scroll to explore
        <IconChevronDown aria-hidden="true" />
      </a>
    </section>
  );
}
