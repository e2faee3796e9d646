export declare const cacheFolder: string;

export interface CacheKind {
  /** In the owner's words, for messages and tests. */
  readonly name: string;
  /** Under the cache folder: a file, or a folder of files when it ends in `/` ('' is the folder itself). */
  readonly at: string;
  /** Only the files under `at` whose relative path matches. */
  readonly files?: RegExp;
  /** Entries carry a header with their length and hash; a string names the one sealed file in a folder. */
  readonly sealed?: true | string;
}

export declare const cacheKinds: {
  readonly generator: CacheKind;
  readonly modules: CacheKind;
  readonly stylesheets: CacheKind;
  readonly styleIndex: CacheKind;
  readonly markdown: CacheKind;
  readonly images: CacheKind;
  readonly fonts: CacheKind;
  readonly remote: CacheKind;
  readonly svgChecked: CacheKind;
  readonly validated: CacheKind;
};

export type Meta = Record<string, string | number>;

export declare function sha256(...parts: (string | Uint8Array)[]): string;
export declare function seal(payload: Uint8Array, meta?: Meta): Buffer;
export declare function reportDamaged(root: string, file: string, detail: string): void;
export declare function readWhole(root: string, file: string): Promise<{ bytes: Uint8Array; mtimeMs: number } | null>;
export declare function removeUnlessReplaced(file: string): Promise<void>;
export declare function writeAtomically(file: string, contents: string | Uint8Array): Promise<void>;
export declare function readSealed(root: string, file: string): Promise<{ bytes: Uint8Array; meta: Meta; mtimeMs: number } | null>;
