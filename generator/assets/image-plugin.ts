import path from 'node:path';
import { availableParallelism } from 'node:os';
import { readFile } from 'node:fs/promises';
import { formatMessages, type OnLoadResult, type PartialMessage, type Plugin } from 'esbuild';
import type { LimitFunction } from 'p-limit';
import type sharpModule from 'sharp';
import { cachedEncode } from './image-cache';
import { contentHash } from '../cache/hash';
import { fetchRemote, type FetchOptions } from './remote-fetch';
import { root } from '../paths';
import { cacheKinds } from '../cache/cache-core.mjs';
import { cachePath, signature } from '../cache/cache-store';
import { svgHazards } from './svg-checked';
import type { ResponsiveImage } from '../../components/responsive-image';

const responsiveWidths = [320, 640, 960, 1280, 1920];
const modernFormats = [
  { format: 'avif', type: 'image/avif', options: { quality: 55, effort: 4 } },
  { format: 'webp', type: 'image/webp', options: { quality: 75 } },
] as const;

/**
 * AVIF at effort 4 takes ~10x as long as at effort 2 on a 1920 px photo for files 10-16%
 * smaller: the two widest files are encoded at effort 2, so a phone's photo encodes in seconds.
 */
function optionsAt(format: (typeof modernFormats)[number], width: number) {
  return format.format === 'avif' && width > 960 ? { ...format.options, effort: 2 } : format.options;
}

type Encoded = { file: string; contents: Uint8Array };

/**
 * Past these, one image costs minutes and gigabytes to encode, so it is refused from its header,
 * before it is decoded. 40 megapixels admits any phone's or camera's photo short of the 48-200 MP modes.
 */
const imageLimits = { megapixels: 40, side: 10_000 } as const;

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

/** Widths to encode: the standard steps below the largest published (the photo's own width, at most 1920), and that one. */
export function widthsFor(originalWidth: number) {
  const largest = Math.min(originalWidth, responsiveWidths.at(-1) ?? originalWidth);
  return [...new Set([...responsiveWidths.filter((width) => width < largest), largest])];
}

// libvips and the AVIF encoder each use every core: more encodes at once only compete, and none
// finishes (nor shows progress) until all nearly have.
let encodingSlot: LimitFunction | undefined;

/** The photo decoded once, at the largest width published, on the first file the cache lacks. */
function decodedOnce(sharp: typeof sharpModule, input: Uint8Array, width: number) {
  let pixels: Promise<{ data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }> | undefined;
  return async () => {
    pixels ??= sharp(input).rotate().resize({ width }).raw().toBuffer({ resolveWithObject: true });
    const { data, info } = await pixels;
    return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  };
}

async function encodeImage(input: Uint8Array, name: string, onProgress: (done: number, total: number) => void) {
  // sharp loads (~70 ms) only for a raster image, not on every build.
  const [{ default: sharp }, { default: pLimit }] = await Promise.all([import('sharp'), import('p-limit')]);
  encodingSlot ??= pLimit(availableParallelism());
  const slot = encodingSlot;
  const metadata = await sharp(input).metadata();
  // A phone held upright stores its photo on its side with an EXIF orientation of 5-8.
  const [originalWidth, originalHeight] =
    (metadata.orientation ?? 1) >= 5 ? [metadata.height ?? 0, metadata.width ?? 0] : [metadata.width ?? 0, metadata.height ?? 0];
  // Part of the key only for photos turned upright, so other entries stay cached.
  const turned = (metadata.orientation ?? 1) > 1 ? ['upright'] : [];
  const fallbackFormat: 'png' | 'jpeg' = metadata.format === 'png' ? 'png' : 'jpeg';
  const widths = widthsFor(originalWidth);
  const largest = widths.at(-1) ?? originalWidth;
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
  const contents = await Promise.all(
    jobs.map(async (job) => {
      const bytes = await cachedEncode([input, JSON.stringify(job), ...turned], async () => {
        if (missed++ === 0) onProgress(0, jobs.length);
        return slot(async () => new Uint8Array(await (await decoded()).resize(job.width).toFormat(job.format, job.options).toBuffer()));
      });
      onProgress(++done, jobs.length);
      return bytes;
    }),
  );
  // One hash of all the files names each: a page lists all 15 of a photo, and names that differ only
  // in width and format gzip to ~100 B less than 15 hashes of their own (the first screen's portrait).
  const hash = contentHash(...contents);
  const encoded = jobs.map((job, index) => {
    const extension = job.format === 'jpeg' ? 'jpg' : job.format;
    return { ...job, file: `assets/${name}-${job.width}-${hash}.${extension}`, contents: contents[index] ?? new Uint8Array() };
  });

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

/** What an image import yields: a vector's URL, a raster's responsive set, or a CDN's URL as written. */
type ImageValue = string | ResponsiveImage;
/** An image's module, with the value it exports for callers that want the value itself (loadImage below). */
type LoadedImage = { code: string; value: ImageValue } | { errors: PartialMessage[] };

const exportDefault = (value: ImageValue): LoadedImage => ({ code: `export default ${JSON.stringify(value)};`, value });

/**
 * Progress lines for one image: as soon as a file of it is missing from the cache, then at most
 * once a second, and when its last file is done. A cached image prints nothing.
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
 * Images imported by pages and components: a raster image is encoded into AVIF, WebP and its own
 * format in responsive widths, and the import yields their URLs and size; an SVG is published as
 * it is, and the import yields its URL. The files to publish go into `encodedFiles`, by source (a
 * path, or a CDN's URL). Used by the esbuild plugin below and the watcher's (generator/dev/vite-plugins.ts).
 */
export function createImageLoader(
  encodedFiles: Map<string, Encoded[]>,
  log: (line: string) => void,
  remote: FetchOptions & { cacheDir: string } = { cacheDir: cachePath(cacheKinds.remote) },
) {
  /** `shownAs`: the file as the owner knows it, from the project's root, or a URL as written. */
  async function publishRaster(source: string, shownAs: string, name: string, input: Uint8Array) {
    await refuseCostlyImage(input, shownAs);
    const { image, files } = await encodeImage(input, name, progressLog(shownAs, log));
    encodedFiles.set(source, files);
    return exportDefault(image);
  }

  function publishSvg(source: string, name: string, contents: Uint8Array) {
    const published = `assets/${name}-${contentHash(contents)}.svg`;
    encodedFiles.set(source, [{ file: published, contents }]);
    return exportDefault(`/${published}`);
  }

  /** Images on a CDN are fetched once (remote-fetch.ts), then published like local ones. */
  async function loadRemote(url: string): Promise<LoadedImage> {
    const fetched = await fetchRemote(url, remote.cacheDir, remote);
    if (fetched.kind === 'unavailable') {
      log(`  warning: could not fetch ${url} (${fetched.error}); it is linked as it is.`);
      return exportDefault(url);
    }
    if (fetched.kind === 'stale') log(`  warning: could not fetch ${url} (${fetched.error}); using the copy fetched earlier.`);
    const { pathname } = new URL(url);
    const name = path.basename(pathname).replace(/\.[^.]+$/, '');
    if (!/\.svg$/i.test(pathname)) return publishRaster(url, url, name, fetched.bytes);
    const [hazard] = await svgHazards(fetched.bytes);
    if (!hazard) return publishSvg(url, name, fetched.bytes);
    // Shown by <img>, the CDN's file cannot run script; published here, it would run on the site's origin.
    log(`  warning: ${url} could run script (${hazard.what}, line ${hazard.line}); it is linked as it is, not published.`);
    return exportDefault(url);
  }

  async function loadFile(file: string): Promise<LoadedImage> {
    const contents = new Uint8Array(await readFile(file));
    const name = path.basename(file, path.extname(file));
    const shownAs = file.startsWith(`${root}${path.sep}`) ? path.relative(root, file) : file;
    if (!/\.svg$/i.test(file)) return publishRaster(file, shownAs, name, contents);
    const hazards = await svgHazards(contents);
    if (hazards.length === 0) return publishSvg(file, name, contents);
    const lines = Buffer.from(contents).toString('utf8').split('\n');
    return {
      errors: hazards.map(({ line, what }) => ({
        text: `This SVG could run script on the site's origin, so it is not published: ${what}. Remove it, or export the drawing again without scripts.`,
        location: { file: path.relative(root, file), line, column: 0, lineText: lines[line - 1] ?? '' },
      })),
    };
  }

  // Every build asks again for every image; an unchanged one is answered as before.
  const loaded = new Map<string, { fingerprint: string; result: Promise<LoadedImage> }>();
  async function loadLocal(file: string): Promise<LoadedImage> {
    const fingerprint = signature(file) ?? 'missing';
    const known = loaded.get(file);
    if (known?.fingerprint === fingerprint) return known.result;
    const entry = { fingerprint, result: loadFile(file) };
    loaded.set(file, entry);
    // A failure (a full disk, sharp refusing) is tried again on the next build.
    entry.result.catch(() => loaded.get(file) === entry && loaded.delete(file));
    return entry.result;
  }

  return { loadLocal, loadRemote };
}

/** An image import by URL: `import photo from 'https://cdn.example.com/me.jpg'`. */
export const remoteImagePattern = /^https?:\/\/.+\.(svg|jpe?g|png|webp|avif)(\?.*)?$/i;
/** An image file imported from assets/. */
export const localImagePattern = /\.(svg|jpe?g|png|webp|avif)$/i;

let testImages: ReturnType<typeof createImageLoader> | undefined;

/**
 * An image file's imported value as the build gives it, for tests that import data/ directly.
 * @public vitest.config.ts imports it by path from generated code, which knip cannot follow.
 */
export async function loadImage(absolute: string): Promise<ImageValue> {
  // Nothing is published from a test: the encoded files are kept only in the image cache, and a
  // photo's progress lines would land in whichever test imported it first.
  testImages ??= createImageLoader(new Map(), () => undefined);
  const loaded = await testImages.loadLocal(absolute);
  if ('errors' in loaded) throw new Error((await formatMessages(loaded.errors, { kind: 'error', color: false })).join(''));
  return loaded.value;
}

/** The one-off build's images: createImageLoader as an esbuild plugin. */
export function imagePlugin(...options: Parameters<typeof createImageLoader>): Plugin {
  const images = createImageLoader(...options);
  const asOnLoad = (loaded: LoadedModule, watchFiles: string[] = []): OnLoadResult =>
    'code' in loaded ? { contents: loaded.code, loader: 'js', watchFiles } : { errors: loaded.errors, watchFiles };
  return {
    name: 'images',
    setup(build) {
      build.onResolve({ filter: remoteImagePattern }, ({ path: url }) => ({ path: url, namespace: 'remote-image' }));
      build.onLoad({ filter: /.*/, namespace: 'remote-image' }, async ({ path: url }) => asOnLoad(await images.loadRemote(url)));
      build.onLoad({ filter: localImagePattern }, async ({ path: file }) => asOnLoad(await images.loadLocal(file), [file]));
    },
  };
}
