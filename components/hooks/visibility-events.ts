/**
 * Dispatched (bubbling) on a container when it is shown or hidden: a dialog opening or
 * closing, a tab panel selected. Media inside loads only once its container is shown, and
 * stops when it hides (client/youtube-facade.ts, client/native-video.ts).
 */
export const contentShown = 'content:shown';
export const contentHidden = 'content:hidden';
