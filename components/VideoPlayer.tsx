import { videoSource } from '../data/video-source';
import { IconPlayerPlayFilled } from './icons';
import { ExternalLink } from './ExternalLink';
import { Image, imageUrl, type ImageSource } from './Image';
import { nativePlayAttribute, nativeVideoBehaviour } from './hooks/native-video';
import { youtubeEmbedAttribute, youtubeFacadeBehaviour, youtubeTitleAttribute } from './hooks/youtube-facade';
import { useBehaviours, useOrigin } from './page-needs';
import * as styles from './VideoPlayer.css';

interface VideoPlayerProps {
  url: string;
  title: string;
  /** A self-hosted image shown until the video plays. */
  poster: ImageSource;
}

/**
 * A native video renders as the YouTube facade does, its poster and play button, until the visitor
 * presses play: client/native-video.ts then shows the browser's own player and plays it. It fetches
 * nothing before; it pauses when its dialog or tab hides. Without JavaScript the player shows.
 */
function NativeVideo({ url, title, poster }: { url: string; title: string; poster: ImageSource }) {
  return (
    <div className={styles.media}>
      <button type="button" className={styles.facade} {...{ [nativePlayAttribute]: '' }}>
        <FacadeFace poster={poster} label={`Play “${title}”`} />
      </button>
      <video controls preload="none" poster={imageUrl(poster)} width={800} height={500}>
        <source src={url} />
        Your browser does not support the video tag.
      </video>
    </div>
  );
}

/** What a facade shows before play, native or YouTube: the poster, the play mark and the control's name. */
function FacadeFace({ poster, label }: { poster: ImageSource; label: string }) {
  return (
    <>
      <Image className={styles.poster} src={poster} alt="" width={800} height={500} />
      <span className={styles.play}>
        <IconPlayerPlayFilled aria-hidden="true" />
      </span>
      <span className={styles.playLabel}>{label}</span>
    </>
  );
}

/**
 * A YouTube video renders as a facade: the poster, linking to the video. client/youtube-facade.ts
 * lays the privacy-enhanced frame over it only when the visitor presses play, so nothing is
 * requested from YouTube before then; when the frame cannot load, the link's words show.
 */
function YoutubeFacade({ embedUrl, watchUrl, title, poster }: { embedUrl: string; watchUrl: string; title: string; poster: ImageSource }) {
  return (
    <div className={styles.media} {...{ [youtubeEmbedAttribute]: embedUrl, [youtubeTitleAttribute]: title }}>
      <ExternalLink href={watchUrl} className={styles.facade}>
        <FacadeFace poster={poster} label={`Play “${title}” on YouTube`} />
        <span className={styles.failedLabel}>The video cannot play here. Watch “{title}” on YouTube</span>
      </ExternalLink>
    </div>
  );
}

/**
 * Declares what a video needs of its page: the script that runs its player, and the origins it
 * loads from (the page's policy must allow them). A kind of origin the video does not use gets an
 * empty address, which declares nothing.
 */
function useVideoNeeds(url: string, poster: ImageSource) {
  const source = videoSource(url);
  const file = source.kind === 'file';
  useBehaviours(file ? nativeVideoBehaviour : youtubeFacadeBehaviour);
  useOrigin('media', file ? source.url : '');
  // A frame's poster is an <Image>, which declares its own origin.
  useOrigin('image', file ? imageUrl(poster) : '');
  useOrigin('frame', file ? '' : source.embedUrl);
}

/**
 * What a video asks of its page, for markup that shows it later: the home page's project dialog,
 * which fetches the details from the project's page, runs its players with the home page's script.
 */
export function VideoNeeds({ url, poster }: Omit<VideoPlayerProps, 'title'>) {
  useVideoNeeds(url, poster);
  return null;
}

export function VideoPlayer({ url, title, poster }: VideoPlayerProps) {
  useVideoNeeds(url, poster);
  const source = videoSource(url);
  if (source.kind === 'file') return <NativeVideo url={source.url} title={title} poster={poster} />;
  return <YoutubeFacade embedUrl={source.embedUrl} watchUrl={source.watchUrl} title={title} poster={poster} />;
}
