import { contentHidden, contentShown } from './lib/reveal-events';

const EMBED_ATTR = 'data-video-embed';
const TITLE_ATTR = 'data-video-title';

/** The facades each frame replaced, to put back when the container hides (stopping playback). */
const facades = new WeakMap<Element, Node[]>();

function embedVideo(host: Element) {
  if (facades.has(host)) return;
  const frame = document.createElement('iframe');
  frame.src = host.getAttribute(EMBED_ATTR) ?? '';
  frame.title = host.getAttribute(TITLE_ATTR) ?? 'Video';
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

// The home page's project dialog brings its videos in later (client/dialog.ts).
if (document.querySelector(`[${EMBED_ATTR}]`) || document.querySelector('video') || document.querySelector('dialog[data-dialog]')) {
  document.addEventListener(contentShown, (event) => {
    if (!(event.target instanceof Element)) return;
    for (const host of event.target.querySelectorAll(`[${EMBED_ATTR}]`)) embedVideo(host);
  });

  document.addEventListener(contentHidden, (event) => {
    if (!(event.target instanceof Element)) return;
    for (const host of event.target.querySelectorAll(`[${EMBED_ATTR}]`)) unembedVideo(host);
    for (const video of event.target.querySelectorAll('video')) video.pause();
  });
}
