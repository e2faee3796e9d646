/** What the watcher (generator/watch.ts) tells each build it asks of build.ts. */
export interface WatchBuild {
  /**
   * Counts the rebuilds that rendered (a superseded one hands its number back): the render step
   * reuses pages only from the one just before.
   */
  sequence: number;
  /** The files saved since the last build, when known. */
  changed?: ReadonlySet<string> | undefined;
  /** A later save has come in: this build's pages would be out of date before they were written. */
  superseded: () => Promise<boolean>;
}

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
