import { youtubeEmbedAttribute, youtubeTitleAttribute } from '../components/hooks/youtube-facade';
import { contentHidden, contentShown } from '../components/hooks/visibility-events';

const FACADE = `[${youtubeEmbedAttribute}]`;

/** The facades each frame replaced, to put back when the container hides (stopping playback). */
const facades = new WeakMap<Element, Node[]>();

function embedVideo(host: Element) {
  if (facades.has(host)) return;
  const frame = document.createElement('iframe');
  frame.src = host.getAttribute(youtubeEmbedAttribute) ?? '';
  frame.title = host.getAttribute(youtubeTitleAttribute) ?? 'Video';
  // Fullscreen in the allow list only: with allowfullscreen as well, Chromium warns on every open.
  frame.allow = 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen';
  // YouTube refuses to play embeds that send no referrer.
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  facades.set(host, [...host.childNodes]);
  host.replaceChildren(frame);
}

function unembedVideo(host: Element) {
  const facade = facades.get(host);
  if (!facade) return;
  host.replaceChildren(...facade);
  facades.delete(host);
}

// Runs on pages that show a YouTube video, the home page's project dialog included
// (components/VideoPlayer.tsx declares it).
document.addEventListener(contentShown, (event) => {
  if (!(event.target instanceof Element)) return;
  for (const host of event.target.querySelectorAll(FACADE)) embedVideo(host);
});

document.addEventListener(contentHidden, (event) => {
  if (!(event.target instanceof Element)) return;
  for (const host of event.target.querySelectorAll(FACADE)) unembedVideo(host);
});
