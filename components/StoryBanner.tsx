import { storyPath } from '../data/addresses';
import { storyBlurb } from '../data/story-summary';
import { IconArrowRight } from './icons';
import { button } from '../styles/buttons.css';
import { Image } from './Image';
import textedDoor from '../assets/story/texted-door.svg';
import * as styles from './StoryBanner.css';

export function StoryBanner() {
  return (
    <section className={styles.root} aria-labelledby="story-banner-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="story-banner-title" className={styles.title}>
            Say hi.
          </h2>
          <p className={styles.subtitle}>The Boy Who Texted His Door Open — and Never Looked Back</p>
          <p className={styles.blurb}>{storyBlurb}</p>
          <a className={button.primary} href={storyPath}>
            Read My Story
            <IconArrowRight aria-hidden="true" />
          </a>
        </div>
        <Image className={styles.image} src={textedDoor} alt="" width={600} height={600} />
      </div>
    </section>
  );
}
