/** client/native-video.ts: a native <video> pauses when its tab or dialog hides. */
export const nativeVideoBehaviour = 'native-video';
export const nativeVideoSelector = 'video';
