/** client/not-found.ts: logs the missing address, which only the browser knows. */
export const notFoundBehaviour = 'not-found';
export const notFoundAttribute = 'data-not-found';
