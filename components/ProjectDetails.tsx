import type { Project } from '../data/types';
import { ExternalLink } from './ExternalLink';
import { IconExternalLink } from './icons';
import { Image } from './Image';
import { PaperLink } from './PaperLink';
import { Prose } from './Prose';
import { VideoPlayer } from './VideoPlayer';
import { detailsAttr } from './hooks/dialog';
import { badge } from '../styles/surfaces.css';
import { button } from '../styles/buttons.css';
import * as styles from './ProjectDetails.css';

/** '2022 – 2024', one year alone when it started and ended in it, '2023 – present' while it goes on (as data/education.ts writes periods). */
function yearsText({ from, to }: NonNullable<Project['years']>) {
  if (to === from) return String(from);
  return `${from} – ${to ?? 'present'}`;
}

/**
 * A project's videos, the single one first, each with the poster it brings; a video without one
 * takes the project's image (the spec's default). The first of those is the lead: it plays in the
 * image's place, so the page shows the image once rather than beside a player showing it again.
 */
function videosOf(project: Project) {
  const videos = [
    ...(project.videoUrl ? [{ url: project.videoUrl, title: project.title, poster: undefined, caption: false }] : []),
    ...(project.videos ?? []).map((video) => ({ url: video.url, title: video.title, poster: video.thumbnail, caption: true })),
  ];
  const lead = videos.find((video) => video.poster === undefined);
  return { lead, others: videos.filter((video) => video !== lead) };
}

/**
 * A project's full story: its page shows it, and the home page's dialog fetches it from there
 * (client/dialog.ts). Its block headings are h2 under the page's h1; the dialog makes them h3, under its h2 title.
 * On a wide page the facts (role and years, paper, links, technologies) stand in a column beside the story; in the
 * dialog and on phones they follow it.
 */
export function ProjectDetails({ project }: { project: Project }) {
  const { lead, others } = videosOf(project);
  return (
    <div className={styles.root} {...{ [detailsAttr]: '' }}>
      {lead ? (
        <figure className={styles.lead}>
          <VideoPlayer url={lead.url} title={lead.title} poster={project.image} />
          {lead.caption ? <figcaption className={styles.videoTitle}>{lead.title}</figcaption> : null}
        </figure>
      ) : (
        <Image className={styles.image} src={project.image} alt={project.imageAlt} width={800} height={500} />
      )}
      <div className={styles.details}>
        <Prose text={project.details} />
      </div>

      <div className={styles.facts}>
        {project.role || project.years ? (
          <dl className={`${styles.block} ${styles.summary}`}>
            {project.role ? (
              <div>
                <dt className={styles.term}>Role</dt>
                <dd className={styles.value}>{project.role}</dd>
              </div>
            ) : null}
            {project.years ? (
              <div>
                <dt className={styles.term}>Years</dt>
                <dd className={styles.value}>{yearsText(project.years)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}

        {project.paperLink ? (
          <div className={styles.block}>
            <h2 className={styles.blockTitle}>Research Publication</h2>
            {project.paperTitle ? <p className={styles.paperTitle}>{project.paperTitle}</p> : null}
            <PaperLink href={project.paperLink} />
          </div>
        ) : null}

        {project.link ? (
          <div className={styles.block}>
            <h2 className={styles.blockTitle}>{project.isBook ? 'The Book' : 'Website'}</h2>
            <ExternalLink href={project.link} className={button.outline}>
              {project.isBook ? 'Read My Book' : 'Visit Site'}
              <IconExternalLink aria-hidden="true" className={styles.linkIcon} />
            </ExternalLink>
          </div>
        ) : null}

        <div className={styles.block}>
          <h2 className={styles.blockTitle}>{project.isBook ? 'Themes' : 'Technologies'}</h2>
          <ul className={styles.tags}>
            {project.tech.map((tag) => (
              <li key={tag} className={badge}>
                {tag}
              </li>
            ))}
          </ul>
        </div>
      </div>

      {others.length > 0 ? (
        <div className={`${styles.block} ${styles.videos}`}>
          <h2 className={styles.blockTitle}>Project Videos</h2>
          <div className={styles.videoGrid}>
            {others.map((video) => (
              <figure key={video.url} className={styles.video}>
                {video.caption ? <figcaption className={styles.videoTitle}>{video.title}</figcaption> : null}
                <VideoPlayer url={video.url} title={video.title} poster={video.poster ?? project.image} />
              </figure>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
