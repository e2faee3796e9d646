import { youtubeEmbedAttribute, youtubeFailedAttribute, youtubeTitleAttribute } from '../components/hooks/youtube-facade';
import { contentHidden } from '../components/hooks/visibility-events';
import { frameLoads } from '../components/hooks/frame-check';

const FACADE = `[${youtubeEmbedAttribute}]`;
/** How long a pressed play waits for YouTube before the poster says where else to watch. */
const frameWaitMs = 8000;

async function playVideo(host: Element) {
  if (host.querySelector('iframe')) return;
  const frame = document.createElement('iframe');
  // The visitor pressed play: the frame starts the video rather than asking for a second press.
  frame.src = `${host.getAttribute(youtubeEmbedAttribute) ?? ''}?autoplay=1`;
  frame.title = host.getAttribute(youtubeTitleAttribute) ?? 'Video';
  // Fullscreen in the allow list only: with allowfullscreen as well, Chromium warns on every open.
  frame.allow = 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen';
  // YouTube refuses to play embeds that send no referrer.
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  // Laid over the poster, which stays until the frame has something to show.
  // Focus stays on the link, the frame next in the tab order: inside a frame Escape would not reach
  // the dialog around it.
  host.append(frame);
  if (await frameLoads(frame, frameWaitMs)) return;
  if (!frame.isConnected) return;
  frame.remove();
  host.setAttribute(youtubeFailedAttribute, '');
  host.querySelector('a')?.focus();
}

// Runs on pages that show a YouTube video, the home page's project dialog included
// (components/VideoPlayer.tsx declares it).
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest(`${FACADE} a`) : null;
  const host = link?.closest(FACADE);
  // A modified click, or one after the frame failed, follows the link to YouTube.
  if (!host || host.hasAttribute(youtubeFailedAttribute) || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void playVideo(host);
});

// Hiding the dialog or tab stops the video: its frame goes, the poster stays.
document.addEventListener(contentHidden, (event) => {
  if (!(event.target instanceof Element)) return;
  for (const frame of event.target.querySelectorAll(`${FACADE} > iframe`)) frame.remove();
});
