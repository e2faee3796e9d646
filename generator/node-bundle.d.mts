import type { BuildOptions } from 'esbuild';

export declare const nodeBundleOptions: Required<
  Pick<BuildOptions, 'bundle' | 'platform' | 'format' | 'target' | 'packages' | 'splitting' | 'chunkNames' | 'outExtension'>
>;
