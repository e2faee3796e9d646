/** client/chapter-nav.ts: marks the chapter being read in the story's chapter list. */
export const chapterNavBehaviour = 'chapter-nav';
export const chapterNavAttribute = 'data-chapter-nav';
/** A story chapter's anchor, linked from the chapter list. */
export const chapterId = (index: number) => `chapter-${index + 1}`;
