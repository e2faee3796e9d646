/**
 * Whether a third party's frame shows something: true once it has loaded, false when its origin
 * cannot be reached (refused, offline, blocked) or nothing arrives within `waitMs`. A frame fires
 * `load` for the browser's own error page too, so a request of our own (no-cors: it sees no
 * content, only whether the origin answered) tells a refusal from an answer. A frame that loads
 * but whose page refuses to be framed is beyond what the page can see. Used by
 * client/resume-viewer.ts and client/youtube-facade.ts.
 */
export function frameLoads(frame: HTMLIFrameElement, waitMs: number) {
  return new Promise<boolean>((resolve) => {
    const timer = window.setTimeout(() => resolve(false), waitMs);
    const settle = (shown: boolean) => {
      window.clearTimeout(timer);
      resolve(shown);
    };
    const answered = fetch(frame.src, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store' }).then(
      () => true,
      () => false,
    );
    const loaded = new Promise<void>((done) => frame.addEventListener('load', () => done(), { once: true }));
    void answered.then((reached) => {
      if (!reached) settle(false);
    });
    void Promise.all([answered, loaded]).then(([reached]) => settle(reached));
  });
}
