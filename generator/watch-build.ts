import type { RenderedSite } from './render';

/** What the watcher (generator/watch.ts) tells each build it asks of build.ts. */
export interface WatchBuild {
  /**
   * Counts the rebuilds that wrote dist/ (one that stopped, failed or found nothing to write hands
   * its number back, and its saves go to the next): the render step reuses pages only from the
   * one just before.
   */
  sequence: number;
  /** The files saved since the last build, when known. */
  changed?: ReadonlySet<string> | undefined;
  /** A later save has come in: this build's pages would be out of date before they were written. */
  superseded: () => Promise<boolean>;
  /** The fingerprint of the compilation whose pages dist/ holds (generator/compilation-fingerprint.ts). */
  written: string | undefined;
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

/** Thrown by a watch build that stops, during or after its compile, because a later save came in. */
export class SupersededBuild extends Error {
  constructor(stage: 'compiling' | 'compiled') {
    super(
      stage === 'compiling'
        ? 'A later save came in: this compile stopped where it was; building that save instead.'
        : 'A later save came in while compiling; building that one instead.',
    );
  }
}
