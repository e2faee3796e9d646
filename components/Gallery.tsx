import { galleryImages, highlightVideos } from '../data/gallery';
import { Image } from './Image';
import { VideoPlayer } from './VideoPlayer';
import * as styles from './Gallery.css';

export function Gallery() {
  return (
    <div className={styles.root}>
      {galleryImages.length > 0 ? (
        <ul className={styles.grid}>
          {galleryImages.map((image) => (
            <li key={image.alt}>
              <figure className={styles.figure}>
                <Image className={styles.image} src={image.src} alt={image.alt} width={600} height={450} />
                <figcaption className={styles.caption}>{image.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      {highlightVideos.length > 0 ? (
        <section className={styles.videos} aria-labelledby="video-highlights-title">
          <h3 id="video-highlights-title" className={styles.videosTitle}>
            Video Highlights
          </h3>
          <div className={styles.videoGrid}>
            {highlightVideos.map((video) => (
              <figure key={video.url} className={styles.figure}>
                <VideoPlayer url={video.url} title={video.title} poster={video.poster} />
                <figcaption className={styles.caption}>{video.title}</figcaption>
              </figure>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
