import path from 'node:path';
import { availableParallelism } from 'node:os';
import { readFile, stat } from 'node:fs/promises';
import type { OnLoadResult, PartialMessage, Plugin } from 'esbuild';
import type sharpModule from 'sharp';
import type { Metadata } from 'sharp';
import { cachedEncode } from './image-cache';
import { contentHash } from '../cache/hash';
import { fetchRemote, type FetchOptions } from './remote-fetch';
import { root } from '../paths';
import { cacheKinds } from '../cache/cache-core.mjs';
import { cachePath } from '../cache/cache-store';
import { svgHazards } from './svg-checked';
import type { ResponsiveImage } from '../../components/responsive-image';

const defaultRemoteCacheDir = cachePath(cacheKinds.remote);

const responsiveWidths = [320, 640, 960, 1280, 1920];
const modernFormats = [
  { format: 'avif', type: 'image/avif', options: { quality: 55, effort: 4 } },
  { format: 'webp', type: 'image/webp', options: { quality: 75 } },
] as const;

/**
 * AVIF's encoder at effort 4 takes ~10x as long as at effort 2 on a 1920 px photo (18 s against
 * 1.6 s here) for files 10-16% smaller: the two widest files, asked for by large screens, are
 * encoded at effort 2 so a phone's 12-megapixel photo encodes in seconds.
 */
function optionsAt(format: (typeof modernFormats)[number], width: number) {
  return format.format === 'avif' && width > 960 ? { ...format.options, effort: 2 } : format.options;
}

type Encoded = { file: string; contents: Uint8Array };

/**
 * Past these, decoding and encoding one image costs minutes and gigabytes (an 8000x8000 PNG of
 * 8 KB took 29 s and 1.9 GB): such an image is refused from its header, before it is decoded.
 * 40 megapixels admits any phone's or camera's photo short of the 48-200 MP modes.
 */
const imageLimits = { megapixels: 40, side: 10_000 } as const;

/** Refuses an image whose header promises too much work, naming it and the limit. */
async function refuseCostlyImage(input: Uint8Array, shownAs: string) {
  const { default: sharp } = await import('sharp');
  const { width = 0, height = 0 } = await sharp(input).metadata();
  const advice = `scale it down (the site shows it at most ${responsiveWidths.at(-1)} px wide)`;
  if (Math.max(width, height) > imageLimits.side)
    throw new Error(`${shownAs}: ${width}x${height} px is longer than the ${imageLimits.side} px a side this site encodes; ${advice}`);
  const megapixels = (width * height) / 1e6;
  if (megapixels > imageLimits.megapixels)
    throw new Error(
      `${shownAs}: ${width}x${height} px is ${megapixels.toFixed(1)} megapixels, more than the ${imageLimits.megapixels} this site encodes; ${advice}`,
    );
}

/**
 * The size an image is shown at: a phone held upright stores its photo on its side with an EXIF
 * orientation of 5-8, which swaps width and height. sharp's rotate() turns the pixels to match.
 */
function uprightSize({ width = 0, height = 0, orientation = 1 }: Pick<Metadata, 'width' | 'height' | 'orientation'>) {
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** A file as the owner knows it: from the project's root, or a URL as written. */
const shownName = (file: string) => (file.startsWith(`${root}${path.sep}`) ? path.relative(root, file) : file);

/** The widest file published: the photo's own width, or the largest responsive step for a wider one. */
function largestPublished(originalWidth: number) {
  return Math.min(originalWidth, responsiveWidths.at(-1) ?? originalWidth);
}

/** Widths to encode: the standard steps below the largest published, and that one. */
export function widthsFor(originalWidth: number) {
  const largest = largestPublished(originalWidth);
  return [...new Set([...responsiveWidths.filter((width) => width < largest), largest])];
}

type Sharp = typeof sharpModule;

/**
 * At most one encode per core at a time: libvips and the AVIF encoder each use every core, so
 * fifteen at once only compete, and none finishes (nor shows progress) until all nearly have.
 */
const encodingSlots = (() => {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= availableParallelism()) await new Promise<void>((resolve) => waiting.push(resolve));
      running++;
      try {
        return await work();
      } finally {
        running--;
        waiting.shift()?.();
      }
    },
  };
})();

/**
 * The photo decoded once, at the largest width published, on the first file the cache lacks:
 * every file is resized from these pixels instead of decoding a 12-megapixel original again.
 */
function decodedOnce(sharp: Sharp, input: Uint8Array, width: number) {
  let pixels: Promise<{ data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }> | undefined;
  return async () => {
    pixels ??= sharp(input).rotate().resize({ width }).raw().toBuffer({ resolveWithObject: true });
    const { data, info } = await pixels;
    return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  };
}

async function encodeImage(input: Uint8Array, name: string, onProgress: (done: number, total: number) => void = () => {}) {
  // sharp loads (~70 ms) only for a raster image, not on every build.
  const { default: sharp } = await import('sharp');
  const metadata = await sharp(input).metadata();
  const { width: originalWidth, height: originalHeight } = uprightSize(metadata);
  // Turned upright: the key changes only for photos that needed it, so other entries stay cached.
  const turned = (metadata.orientation ?? 1) > 1 ? ['upright'] : [];
  const fallbackFormat: 'png' | 'jpeg' = metadata.format === 'png' ? 'png' : 'jpeg';
  const widths = widthsFor(originalWidth);
  const largest = largestPublished(originalWidth);
  const decoded = decodedOnce(sharp, input, largest);
  const jobs = widths.flatMap((width) => [
    ...modernFormats.map((format) => ({ width, ...format, options: optionsAt(format, width) })),
    {
      width,
      format: fallbackFormat,
      type: `image/${fallbackFormat}`,
      options: fallbackFormat === 'png' ? { compressionLevel: 9 } : { quality: 80, mozjpeg: true },
    },
  ]);

  let done = 0;
  let missed = 0;
  const encoded = await Promise.all(
    jobs.map(async (job) => {
      const contents = await cachedEncode([input, JSON.stringify(job), ...turned], async () => {
        if (missed++ === 0) onProgress(0, jobs.length);
        return encodingSlots.run(
          async () => new Uint8Array(await (await decoded()).resize(job.width).toFormat(job.format, job.options).toBuffer()),
        );
      });
      onProgress(++done, jobs.length);
      const extension = job.format === 'jpeg' ? 'jpg' : job.format;
      return { ...job, file: `assets/${name}-${job.width}-${contentHash(contents)}.${extension}`, contents };
    }),
  );

  const srcsetOf = (type: string) =>
    encoded
      .filter((item) => item.type === type)
      .map((item) => `/${item.file} ${item.width}w`)
      .join(', ');
  const largestFallback = encoded.filter((item) => item.type === `image/${fallbackFormat}`).at(-1);
  const image: ResponsiveImage = {
    src: `/${largestFallback?.file ?? ''}`,
    width: largest,
    height: Math.round((originalHeight * largest) / Math.max(originalWidth, 1)),
    srcset: srcsetOf(`image/${fallbackFormat}`),
    sources: modernFormats.map((format) => ({ type: format.type, srcset: srcsetOf(format.type) })),
  };
  return { image, files: encoded.map(({ file, contents }): Encoded => ({ file, contents })) };
}

/** An imported file as a JavaScript module, or its problems as esbuild messages naming file and line. */
export type LoadedModule = { code: string } | { errors: PartialMessage[] };

const exportDefault = (value: unknown): LoadedModule => ({ code: `export default ${JSON.stringify(value)};` });

/**
 * Progress lines for one image: as soon as a file of it is missing from the cache (a new or
 * changed photo), then at most once a second, and when its last file is done. A cached image prints nothing.
 */
function progressLog(name: string, log: (line: string) => void) {
  let lastLine: number | undefined;
  return (done: number, total: number) => {
    const now = performance.now();
    if (done === 0) log(`  encoding ${name}: 0/${total} files (each width in AVIF, WebP and its own format; cached after)`);
    else if (lastLine === undefined || (done < total && now - lastLine < 1000)) return;
    else log(`  encoding ${name}: ${done}/${total} files`);
    lastLine = now;
  };
}

/**
 * Images imported by pages and components. Raster images are encoded with sharp into AVIF,
 * WebP and their own format in responsive widths; the import yields their URLs and intrinsic
 * size. Vector images are copied as they are; the import yields their URL. The files to publish
 * go into `encodedFiles`, by source (a path, or a CDN's URL). Used by the one-off build's esbuild
 * plugin below and by the watcher's module runner (generator/dev/vite-plugins.ts).
 */
export function createImageLoader(
  encodedFiles: Map<string, Encoded[]>,
  log: (line: string) => void,
  remote: FetchOptions & { cacheDir: string } = { cacheDir: defaultRemoteCacheDir },
) {
  /** Images on a CDN are fetched once (generator/assets/remote-fetch.ts), then published like local ones. */
  async function loadRemote(url: string): Promise<LoadedModule> {
    const fetched = await fetchRemote(url, remote.cacheDir, remote);
    if (fetched.kind === 'unavailable') {
      log(`  warning: could not fetch ${url} (${fetched.error}); it is linked as it is.`);
      return exportDefault(url);
    }
    if (fetched.kind === 'stale') log(`  warning: could not fetch ${url} (${fetched.error}); using the copy fetched earlier.`);
    const name = path.basename(new URL(url).pathname).replace(/\.[^.]+$/, '');
    if (/\.svg$/i.test(new URL(url).pathname)) {
      const [hazard] = await svgHazards(fetched.bytes);
      if (hazard) {
        // Shown by <img>, the CDN's file cannot run script; published here, it would run on the site's origin.
        log(`  warning: ${url} could run script (${hazard.what}, line ${hazard.line}); it is linked as it is, not published.`);
        return exportDefault(url);
      }
      const published = `assets/${name}-${contentHash(fetched.bytes)}.svg`;
      encodedFiles.set(url, [{ file: published, contents: fetched.bytes }]);
      return exportDefault(`/${published}`);
    }
    await refuseCostlyImage(fetched.bytes, url);
    const { image, files } = await encodeImage(fetched.bytes, name, progressLog(url, log));
    encodedFiles.set(url, files);
    return exportDefault(image);
  }

  async function loadSvg(file: string): Promise<LoadedModule> {
    const contents = new Uint8Array(await readFile(file));
    const hazards = await svgHazards(contents);
    if (hazards.length > 0) {
      const lines = Buffer.from(contents).toString('utf8').split('\n');
      return {
        errors: hazards.map(({ line, what }) => ({
          text: `This SVG could run script on the site's origin, so it is not published: ${what}. Remove it, or export the drawing again without scripts.`,
          location: { file: path.relative(root, file), line, column: 0, lineText: lines[line - 1] ?? '' },
        })),
      };
    }
    const published = `assets/${path.basename(file, '.svg')}-${contentHash(contents)}.svg`;
    encodedFiles.set(file, [{ file: published, contents }]);
    return exportDefault(`/${published}`);
  }

  async function loadRaster(file: string): Promise<LoadedModule> {
    const input = new Uint8Array(await readFile(file));
    await refuseCostlyImage(input, shownName(file));
    const { image, files } = await encodeImage(input, path.basename(file, path.extname(file)), progressLog(shownName(file), log));
    encodedFiles.set(file, files);
    return exportDefault(image);
  }

  // Every build asks again for every image; an unchanged one is answered as before.
  const loaded = new Map<string, { fingerprint: string; result: Promise<LoadedModule> }>();
  async function loadLocal(file: string): Promise<LoadedModule> {
    const info = await stat(file);
    const fingerprint = `${info.size}:${info.mtimeMs}`;
    const known = loaded.get(file);
    if (known?.fingerprint === fingerprint) return known.result;
    const result = /\.svg$/i.test(file) ? loadSvg(file) : loadRaster(file);
    const entry = { fingerprint, result };
    loaded.set(file, entry);
    // A failure (a full disk, sharp refusing) is tried again on the next build.
    result.catch(() => loaded.get(file) === entry && loaded.delete(file));
    return result;
  }

  return { loadLocal, loadRemote };
}

/** An image import by URL: `import photo from 'https://cdn.example.com/me.jpg'`. */
export const remoteImagePattern = /^https?:\/\/.+\.(svg|jpe?g|png|webp|avif)(\?.*)?$/i;
/** An image file imported from assets/. */
export const localImagePattern = /\.(svg|jpe?g|png|webp|avif)$/i;

const asOnLoad = (file: string, loaded: LoadedModule): OnLoadResult =>
  'code' in loaded ? { contents: loaded.code, loader: 'js', watchFiles: [file] } : { errors: loaded.errors, watchFiles: [file] };

/** The one-off build's images: createImageLoader as an esbuild plugin. */
export function imagePlugin(...options: Parameters<typeof createImageLoader>): Plugin {
  const images = createImageLoader(...options);
  return {
    name: 'images',
    setup(build) {
      build.onResolve({ filter: remoteImagePattern }, ({ path: url }) => ({ path: url, namespace: 'remote-image' }));
      build.onLoad({ filter: /.*/, namespace: 'remote-image' }, async ({ path: url }) => {
        const loaded = await images.loadRemote(url);
        return 'code' in loaded ? { contents: loaded.code, loader: 'js' } : { errors: loaded.errors };
      });
      build.onLoad({ filter: localImagePattern }, async ({ path: file }) => asOnLoad(file, await images.loadLocal(file)));
    },
  };
}
