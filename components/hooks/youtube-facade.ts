/** client/youtube-facade.ts: a YouTube poster becomes the video's frame while its container is shown. */
export const youtubeFacadeBehaviour = 'youtube-facade';
/** Carries the privacy-enhanced embed address. */
export const youtubeEmbedAttribute = 'data-video-embed';
export const youtubeTitleAttribute = 'data-video-title';
