import path from 'node:path';
import { spawnSync } from 'node:child_process';
import * as esbuild from 'esbuild';
import { cacheDir, root } from '../../generator/paths';

export interface Timings {
  median: number;
  min: number;
  max: number;
}

const timings = (values: number[]): Timings => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? NaN, min: sorted[0] ?? NaN, max: sorted.at(-1) ?? NaN };
};

/** Wall time of one whole process, from spawn to exit. */
function timeProcess(args: string[]) {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return performance.now() - started;
}

/**
 * The cold build (`npm run build`, a whole process, caches warm) against the floor
 * (tests/support/floor-build.ts, compiled to plain JavaScript and run by plain Node the same
 * way), run in turns, floor first, so the machine's load falls on both alike.
 */
export async function coldBuildAgainstFloor(runs: number) {
  const floorScript = path.join(cacheDir, 'floor-build.mjs');
  await esbuild.build({
    entryPoints: [path.resolve('tests/support/floor-build.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: floorScript,
    // Run from the cache folder, it finds the project as generator/launch.mjs tells the generator.
    banner: { js: `globalThis.portfolioProjectRoot = ${JSON.stringify(root)};` },
    logLevel: 'warning',
  });
  const floorRun = () => timeProcess([floorScript]);
  const buildRun = () => timeProcess(['generator/launch.mjs']);
  // Fills the caches (images, styles, the compiled generator) so every timed run is alike.
  floorRun();
  buildRun();
  const floor: number[] = [];
  const build: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    floor.push(floorRun());
    build.push(buildRun());
  }
  const result = { build: timings(build), floor: timings(floor) };
  return { ...result, ratio: result.build.median / result.floor.median };
}

export const formatTimings = ({ median, min, max }: Timings) => `${Math.round(median)} ms (${Math.round(min)}-${Math.round(max)})`;
