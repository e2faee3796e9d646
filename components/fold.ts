/**
 * A page marks the first element wholly below its first screen with this attribute; the
 * build (generator/pipeline/deferred-styles.ts) defers the styles from there on and takes the
 * attribute out again, so it costs the page nothing.
 */
export const foldAttribute = 'data-below-fold';
