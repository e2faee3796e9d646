/** client/article-preview.ts: an article's hover card. */
export const articlePreviewBehaviour = 'article-preview';
export const articlePreviewAttribute = 'data-article-preview';
export const articlePopoverAttribute = 'data-article-popover';
