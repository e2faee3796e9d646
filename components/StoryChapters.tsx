import { chapters, storyIntro } from '../data/story';
import { Image } from './Image';
import { Prose } from './Prose';
import { eyebrow } from './Section.css';
import * as styles from './StoryChapters.css';
import { chapterId, chapterNavAttribute, chapterNavBehaviour } from './hooks/chapter-nav';
import { scrollFadeAttribute, scrollFadeBehaviour } from './hooks/scroll-fade';
import { useBehaviours } from './page-needs';

export function StoryChapters() {
  useBehaviours(chapterNavBehaviour, scrollFadeBehaviour);
  return (
    <div className={styles.root}>
      {/* client/chapter-nav.ts marks the chapter in view; the links work as plain anchors without it. */}
      {chapters.length > 0 ? (
        <nav className={styles.nav} aria-label="Chapters" {...{ [chapterNavAttribute]: true }}>
          <ol className={styles.navList}>
            {chapters.map((chapter, index) => (
              <li key={chapter.title}>
                <a className={styles.navLink} href={`#${chapterId(index)}`}>
                  {chapter.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className={styles.reading}>
        <figure className={styles.intro}>
          <blockquote className={styles.introQuote}>
            <p>“{storyIntro.quote}”</p>
          </blockquote>
          <figcaption className={styles.introAttribution}>— {storyIntro.attribution}</figcaption>
        </figure>
        {chapters.map((chapter, index) => (
          <article
            key={chapter.title}
            id={chapterId(index)}
            className={styles.chapter}
            aria-labelledby={`chapter-${index}-title`}
            {...{ [scrollFadeAttribute]: true }}
          >
            <p className={eyebrow}>{chapter.label}</p>
            {/* Under the page's h1, which names the story's panel (Tabs, `heading: false`). */}
            <h2 id={`chapter-${index}-title`} className={styles.title}>
              {chapter.title}
            </h2>
            {chapter.picture ? (
              <figure className={styles.picture}>
                <Image className={styles.pictureImage} src={chapter.picture.src} alt={chapter.picture.alt} width={600} height={450} />
                <figcaption className={styles.pictureCaption}>{chapter.picture.caption}</figcaption>
              </figure>
            ) : null}
            <Prose text={chapter.body} />
            {chapter.questions ? (
              <dl className={styles.questions}>
                {chapter.questions.map((item) => (
                  <div key={item.question} className={styles.question}>
                    <dt className={styles.questionText}>{item.question}</dt>
                    <dd className={styles.answer}>
                      <Prose text={item.answer} />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </article>
        ))}
      </div>
    </div>
  );
}
