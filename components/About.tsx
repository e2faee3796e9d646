import { sectionIds } from '../data/sections';
import { biography } from '../data/biography';
import { skills } from '../data/skills';
import { education } from '../data/education';
import { iconByName } from './icons';
import { Prose } from './Prose';
import { Section } from './Section';
import { card, iconTile } from '../styles/surfaces.css';
import * as styles from './About.css';

export function About() {
  return (
    <Section id={sectionIds.about} eyebrow="About me" title="Engineer, founder, author, mentor">
      <div className={styles.layout}>
        <article className={`${card} ${styles.biography}`} aria-labelledby="biography-title">
          <h3 id="biography-title" className={styles.cardTitle}>
            My journey
          </h3>
          <Prose text={biography} />
        </article>
        <div className={styles.side}>
          <article className={card} aria-labelledby="skills-title">
            <h3 id="skills-title" className={styles.cardTitle}>
              Skills &amp; Expertise
            </h3>
            <ul className={styles.skills}>
              {skills.map((skill) => {
                const Icon = iconByName[skill.icon];
                return (
                  <li key={skill.title} className={styles.skill}>
                    <Icon aria-hidden="true" className={styles.skillIcon} />
                    {skill.title}
                  </li>
                );
              })}
            </ul>
          </article>
          <article className={`${card} ${styles.educationCard}`} aria-labelledby="education-title">
            <h3 id="education-title" className={styles.cardTitle}>
              Education &amp; Achievements
            </h3>
            <ul className={styles.education}>
              {education.map((entry) => {
                const Icon = iconByName[entry.icon];
                return (
                  <li key={entry.title} className={styles.entry}>
                    <span className={iconTile}>
                      <Icon aria-hidden="true" />
                    </span>
                    <span className={styles.entryText}>
                      <strong className={styles.entryTitle}>{entry.title}</strong>
                      <span className={styles.entryDetail}>
                        {entry.detail} · {entry.period}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </article>
        </div>
      </div>
    </Section>
  );
}
