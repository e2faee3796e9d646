import { videoSource } from '../client/lib/video-source';
import { IconPlayerPlayFilled } from './icons';
import { ExternalLink } from './ExternalLink';
import { Image, imageUrl, type ImageSource } from './Image';
import { visuallyHidden } from '../styles/visuallyHidden.css';
import * as styles from './VideoPlayer.css';

interface VideoPlayerProps {
  url: string;
  title: string;
  /** A self-hosted image shown until the video plays. */
  poster: ImageSource;
}

/**
 * YouTube videos render as a facade: the poster, linking to the video. client/video-embed.ts
 * swaps in the privacy-enhanced frame only when its dialog or tab is shown, so nothing is
 * requested from YouTube before then. Other videos play natively and fetch nothing until played.
 */
export function VideoPlayer({ url, title, poster }: VideoPlayerProps) {
  const source = videoSource(url);
  if (source.kind === 'file') {
    return (
      <video className={`${styles.media} ${styles.nativeMedia}`} controls preload="none" poster={imageUrl(poster)} width={800} height={500}>
        <source src={source.url} />
        Your browser does not support the video tag.
      </video>
    );
  }
  return (
    <div className={styles.media} data-video-embed={source.embedUrl} data-video-title={title}>
      <ExternalLink href={source.watchUrl} className={styles.facade}>
        <Image className={styles.poster} src={poster} alt="" width={800} height={450} />
        <span className={styles.play}>
          <IconPlayerPlayFilled aria-hidden="true" />
        </span>
        <span className={visuallyHidden}>Play “{title}” on YouTube</span>
      </ExternalLink>
    </div>
  );
}
