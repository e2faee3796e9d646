/**
 * client/native-video.ts: a native <video> looks like a YouTube facade until the visitor presses
 * play (its poster and play button; the video host is asked for nothing before then), then plays
 * as the browser's own player; it pauses when its tab or dialog hides.
 *
 * Markup: a host holding `[data-video-play]`, a button (the poster and play mark), then the
 * `<video controls preload="none">`, hidden while the button is there. Pressing the button
 * removes it and plays the video. Without JavaScript the button is hidden and the video shows.
 */
export const nativeVideoBehaviour = 'native-video';
export const nativeVideoSelector = 'video';
export const nativePlayAttribute = 'data-video-play';
