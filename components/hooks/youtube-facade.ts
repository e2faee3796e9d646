/**
 * client/youtube-facade.ts: a YouTube poster becomes the video's frame when the visitor presses
 * play, and nothing is requested from YouTube before then.
 *
 * Markup: `[data-video-embed]` (the privacy-enhanced embed address) with `[data-video-title]`
 * holds a link to the video on YouTube (its poster and play button). A plain click on the link
 * lays the frame over the poster; when the frame cannot load it goes again and the host gets
 * `[data-video-failed]`, which shows the link's words: the poster and the way to YouTube remain.
 */
export const youtubeFacadeBehaviour = 'youtube-facade';
/** Carries the privacy-enhanced embed address. */
export const youtubeEmbedAttribute = 'data-video-embed';
export const youtubeTitleAttribute = 'data-video-title';
/** Set on a host whose frame could not load. */
export const youtubeFailedAttribute = 'data-video-failed';
