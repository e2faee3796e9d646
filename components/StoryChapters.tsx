import { chapters, storyIntro } from '../data/story';
import { Prose } from './Prose';
import { eyebrow } from './Section.css';
import { chapterId } from './ids';
import * as styles from './StoryChapters.css';

export function StoryChapters() {
  return (
    <div className={styles.root}>
      {/* client/chapter-nav.ts marks the chapter in view; the links work as plain anchors without it. */}
      <nav className={styles.nav} aria-label="Chapters" data-chapter-nav>
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
      <div className={styles.reading}>
      <figure className={styles.intro}>
        <blockquote className={styles.introQuote}>
          <p>“{storyIntro.quote}”</p>
        </blockquote>
        <figcaption className={styles.introAttribution}>— {storyIntro.attribution}</figcaption>
      </figure>
      {chapters.map((chapter, index) => (
        <article key={chapter.title} id={chapterId(index)} className={styles.chapter} aria-labelledby={`chapter-${index}-title`} data-reveal>
          <p className={eyebrow}>{chapter.label}</p>
          <h3 id={`chapter-${index}-title`} className={styles.title}>
            {chapter.title}
          </h3>
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
