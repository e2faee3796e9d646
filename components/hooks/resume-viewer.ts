/** client/resume-viewer.ts: the document viewer's frame appears after the spec's loader. */
export const resumeViewerBehaviour = 'resume-viewer';
/** Carries the viewer's address. */
export const resumeViewerAttribute = 'data-resume-viewer';
export const resumeTitleAttribute = 'data-resume-title';
