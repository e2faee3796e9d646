import type { RenderedSite } from './render';

/** What the watcher (generator/watch.ts) tells each build it asks of build.ts. */
export interface WatchBuild {
  /** This rebuild's number: each is used once. */
  number: number;
  /**
   * The rebuild whose pages dist/ holds, unknown after a failed one: its number (the render step
   * reuses its pages where `changed` leaves them alone) and the fingerprint of what it compiled.
   */
  lastWritten: { number: number; fingerprint: string } | undefined;
  /**
   * The files saved since the rebuild before this one began (a stopped one's saves included), when
   * known: the pages they reach are rendered again, the others kept from `lastWritten`'s render.
   */
  changed?: ReadonlySet<string> | undefined;
  /** A later save has come in: this build's pages would be out of date before they were written. */
  superseded: () => Promise<boolean>;
}

/** A build whose pages are in dist/; `fingerprint` names what they were rendered from. */
export interface WrittenBuild {
  site: RenderedSite;
  styleOnly: boolean;
  warnings: string[];
  report: string;
  fingerprint: string;
}

/** A watch build that compiled to what dist/ already holds, so it rendered and wrote nothing. */
export const alreadyWrittenBuild = { alreadyWritten: true } as const;
