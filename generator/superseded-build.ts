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
