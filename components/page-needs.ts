import { createContext, useContext } from 'react';

/** Where a page loads things from beyond its own origin, by the policy directive that allows it. */
export type OriginKind = 'frame' | 'media' | 'image';

/**
 * What a page's components declare while it renders (as icons fill the sprite): the client
 * behaviours their markup uses and the origins they load from. Document composes the page's
 * script tags and Content Security Policy from it once the body has rendered.
 */
export interface PageNeeds {
  /** Names of client scripts: `menu` is client/menu.ts. */
  behaviours: Set<string>;
  origins: Record<OriginKind, Set<string>>;
}

export const createPageNeeds = (): PageNeeds => ({
  behaviours: new Set(),
  origins: { frame: new Set(), media: new Set(), image: new Set() },
});

const Needs = createContext<PageNeeds | null>(null);
/** Provided by the renderer around each page; Document reads it. */
export const PageNeedsProvider = Needs.Provider;

/** Declares that the page needs these client scripts; rendered alone (tests), nothing is kept. */
export function useBehaviours(...names: string[]) {
  const needs = useContext(Needs);
  for (const name of names) needs?.behaviours.add(name);
}

/** Declares that the page loads `address` as a frame, media or image; a relative one is the site's own. */
export function useOrigin(kind: OriginKind, address: string) {
  const needs = useContext(Needs);
  if (!needs || !URL.canParse(address)) return;
  const url = new URL(address);
  if (url.protocol === 'https:' || url.protocol === 'http:') needs.origins[kind].add(url.origin);
}
