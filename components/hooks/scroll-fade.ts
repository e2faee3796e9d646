/** client/scroll-fade.ts: a story chapter fades in the first time it scrolls into view. */
export const scrollFadeBehaviour = 'scroll-fade';
/** 'pending' while hidden, 'shown' once faded in; the chapter's style keys on both. */
export const scrollFadeAttribute = 'data-scroll-fade';
