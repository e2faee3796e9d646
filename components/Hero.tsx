import { IconChevronDown } from './icons';
import { button } from '../styles/buttons.css';
import { eyebrow } from './Section.css';
import { Image } from './Image';
import { initials } from './initials';
import { monogram } from '../styles/surfaces.css';
import { site } from '../data/site';
import { hasSection, sectionIds } from '../data/sections';
import type { Site } from '../data/types';
import droneOverPaddies from '../assets/hero/drone-over-paddies.svg';
import * as styles from './Hero.css';

type Portrait = NonNullable<Site['portrait']>;

/** 32rem beside the text; below that, the banner's 14rem height at the photo's shape (up to 4:3 wide). */
const portraitSizes = '(min-width: 60em) 32rem, 19rem';

/** The art's own size (assets/hero/drone-over-paddies.svg), so the box is reserved before it loads. */
const art = { width: 640, height: 560 };

/** The first screen: who this is and what they build, beside their portrait or, until there is one, a drawn scene. */
export function Hero({ portrait = site.portrait }: { portrait?: Portrait }) {
  return (
    <section className={styles.root} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          {/* Who this is, before what they say: a byline, with their initials until the portrait stands beside it. */}
          <p className={styles.byline}>
            {portrait ? null : (
              <span className={monogram} aria-hidden="true">
                {initials(site.name)}
              </span>
            )}
            <span className={styles.bylineText}>
              <span className={styles.name}>{site.name}</span>
              <span className={eyebrow}>{site.fields}</span>
            </span>
          </p>
          <h1 id="hero-title" className={styles.title}>
            {site.headline}
          </h1>
          <p className={styles.tagline}>{site.tagline}</p>
          <div className={styles.actions}>
            {hasSection(sectionIds.projects) ? (
              <a className={button.primary} href={`#${sectionIds.projects}`}>
                Explore My Work
              </a>
            ) : null}
            <a className={hasSection(sectionIds.projects) ? button.outline : button.primary} href={`#${sectionIds.contact}`}>
              Get In Touch
            </a>
          </div>
        </div>
        <div className={styles.media}>
          {portrait ? (
            <Image className={styles.portrait} src={portrait.src} alt={portrait.alt} sizes={portraitSizes} priority />
          ) : (
            <Image className={styles.art} src={droneOverPaddies} alt="" width={art.width} height={art.height} priority />
          )}
        </div>
      </div>
      <a className={styles.scrollCue} href={`#${sectionIds.about}`}>
        Scroll to explore
        <IconChevronDown aria-hidden="true" />
      </a>
    </section>
  );
}
