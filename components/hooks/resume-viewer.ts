/**
 * client/resume-viewer.ts: the document viewer's frame appears after the spec's loader.
 *
 * Markup: `[data-resume-viewer]` (the viewer's address, with `[data-resume-title]` for the frame)
 * holds the loader (`role="status"`) and the words and links for when the preview cannot load.
 * The script lays the frame over them after the loader; when it cannot load, the frame goes and
 * the host gets `[data-resume-failed]`, which shows them.
 */
export const resumeViewerBehaviour = 'resume-viewer';
/** Carries the viewer's address. */
export const resumeViewerAttribute = 'data-resume-viewer';
export const resumeTitleAttribute = 'data-resume-title';
/** Set on the viewer once its frame could not load. */
export const resumeFailedAttribute = 'data-resume-failed';
