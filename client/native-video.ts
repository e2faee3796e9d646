import { nativePlayAttribute, nativeVideoSelector } from '../components/hooks/native-video';
import { contentHidden } from '../components/hooks/visibility-events';

const PLAY = `[${nativePlayAttribute}]`;

// The facade gives way to the player, which takes the focus the pressed button had.
document.addEventListener('click', (event) => {
  const play = event.target instanceof Element ? event.target.closest(PLAY) : null;
  const video = play?.parentElement?.querySelector<HTMLVideoElement>(nativeVideoSelector);
  if (!play || !video) return;
  play.remove();
  video.focus();
  // A file that cannot play shows the player's own error; nothing more to say here.
  video.play().catch(() => undefined);
});

// A video keeps playing in a hidden tab panel or a closed dialog; hiding its container stops it.
// Runs on pages that show a native video, the home page's project dialog included
// (components/VideoPlayer.tsx declares it).
document.addEventListener(contentHidden, (event) => {
  if (!(event.target instanceof Element)) return;
  for (const video of event.target.querySelectorAll<HTMLVideoElement>(nativeVideoSelector)) video.pause();
});
