import { nativeVideoSelector } from '../components/hooks/native-video';
import { contentHidden } from '../components/hooks/visibility-events';

// A video keeps playing in a hidden tab panel or a closed dialog; hiding its container stops it.
// Runs on pages that show a native video, the home page's project dialog included
// (components/VideoPlayer.tsx declares it).
document.addEventListener(contentHidden, (event) => {
  if (!(event.target instanceof Element)) return;
  for (const video of event.target.querySelectorAll<HTMLVideoElement>(nativeVideoSelector)) video.pause();
});
