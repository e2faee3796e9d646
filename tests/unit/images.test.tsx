import path from 'node:path';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { expect, test } from 'vitest';
import * as esbuild from 'esbuild';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ResponsiveImage } from '../../components/responsive-image';
import { imagePlugin, widthsFor } from '../../generator/assets/image-plugin';
import { Image } from '../../components/Image';
import { cachedEncode } from '../../generator/assets/image-cache';
import { contentHash } from '../../generator/cache/hash';

const fixture = path.resolve(import.meta.dirname, '../fixtures/field.jpg');

/** The fixture, or the given bytes written beside the test's temporary files, imported as a page would. */
async function importImage(bytes?: Uint8Array, log: (line: string) => void = () => {}) {
  const encoded = new Map<string, { file: string; contents: Uint8Array }[]>();
  const file = bytes ? path.join(await mkdtemp(path.join(tmpdir(), 'photo-')), 'phone.jpg') : fixture;
  if (bytes) await writeFile(file, bytes);
  const result = await esbuild.build({
    stdin: { contents: `export { default } from ${JSON.stringify(file)};`, resolveDir: process.cwd() },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [imagePlugin(encoded, log)],
  });
  // The bundle has no imports left, so it can be imported as it is.
  const code = result.outputFiles[0]?.text ?? '';
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: ResponsiveImage };
  const image = module.default;
  return { image, files: encoded.get(file) ?? [] };
}

test('responsive widths step up to, and include, the original width', () => {
  expect(widthsFor(1400)).toEqual([320, 640, 960, 1280, 1400]);
  expect(widthsFor(500)).toEqual([320, 500]);
});

test('a phone photo is published at 1920 px at most, its height in proportion', async () => {
  const { default: sharp } = await import('sharp');
  const phone = await sharp({ create: { width: 3024, height: 4032, channels: 3, background: '#6a8' } })
    .jpeg()
    .toBuffer();
  const { image, files } = await importImage(phone);
  expect(image.width).toBe(1920);
  expect(image.height).toBe(2560);
  for (const srcset of [...image.sources.map((source) => source.srcset), image.srcset]) {
    expect(srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '960w', '1280w', '1920w']);
  }
  const largest = await sharp(files.find((file) => file.file.includes('-1920-') && file.file.endsWith('.jpg'))?.contents).metadata();
  expect([largest.width, largest.height]).toEqual([1920, 2560]);
  expect(files.some((file) => file.file.includes('-3024-'))).toBe(false);
});

test('a new photo prints its progress as soon as its encoding starts, and when it is done; a cached one prints nothing', async () => {
  const { default: sharp } = await import('sharp');
  // A colour of its own, so no earlier run has it in the cache.
  const [r, g, b] = [0, 1, 2].map(() => Math.floor(Math.random() * 256));
  const photo = await sharp({ create: { width: 1000, height: 800, channels: 3, background: { r: r ?? 0, g: g ?? 0, b: b ?? 0 } } })
    .jpeg()
    .toBuffer();
  const lines: string[] = [];
  await importImage(photo, (line) => lines.push(line));
  expect(lines[0]).toMatch(/^ {2}encoding .*phone\.jpg: 0\/12 files \(each width in AVIF, WebP and its own format; cached after\)$/);
  expect(lines.at(-1)).toMatch(/phone\.jpg: 12\/12 files$/);
  const again: string[] = [];
  await importImage(photo, (line) => again.push(line));
  expect(again).toEqual([]);
});

test('a JPEG import becomes AVIF, WebP and JPEG at every width, with its intrinsic size', async () => {
  const { image, files } = await importImage();
  expect(image.width).toBe(1400);
  expect(image.height).toBe(900);
  expect(image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  for (const srcset of [...image.sources.map((source) => source.srcset), image.srcset]) {
    expect(srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '960w', '1280w', '1400w']);
  }
  expect(image.src).toMatch(/^\/assets\/field-1400-[0-9A-F]{8}\.jpg$/);
  expect(files).toHaveLength(15);
  // One hash of all fifteen files names each, so the page's long lists of them gzip to little.
  expect(new Set(files.map((file) => /-([0-9A-F]{8})\.\w+$/.exec(file.file)?.[1]))).toEqual(
    new Set([contentHash(...files.map((file) => file.contents))]),
  );
  const avif = files.find((file) => file.file.endsWith('.avif'));
  expect(
    Buffer.from(avif?.contents ?? [])
      .subarray(4, 12)
      .toString(),
  ).toBe('ftypavif');
  const largestAvif = files.filter((file) => file.file.endsWith('.avif')).at(-1);
  const largestJpeg = files.filter((file) => file.file.endsWith('.jpg')).at(-1);
  expect(largestAvif?.contents.length ?? Infinity).toBeLessThan(largestJpeg?.contents.length ?? 0);
});

test('encoded files are cached on disk by input and options: the same work is never done twice', async () => {
  let encodes = 0;
  const encode = async () => {
    encodes += 1;
    return new Uint8Array([encodes]);
  };
  const key = [`cache test ${process.pid} ${Date.now()}`];
  expect(await cachedEncode(key, encode)).toEqual(new Uint8Array([1]));
  expect(await cachedEncode(key, encode)).toEqual(new Uint8Array([1]));
  expect(encodes).toBe(1);
  await cachedEncode([...key, 'other options'], encode);
  expect(encodes).toBe(2);
});

test('a raster image renders as <picture> with its sources, size and lazy loading', async () => {
  const { image } = await importImage();
  const html = renderToStaticMarkup(<Image src={image} alt="Rice field" sizes="(min-width: 40em) 50vw, 100vw" />);
  expect(html).toMatch(
    /^<picture><source type="image\/avif" srcSet="[^"]+" sizes="\(min-width: 40em\) 50vw, 100vw"\/><source type="image\/webp"/,
  );
  expect(html).toContain('width="1400" height="900"');
  expect(html).toContain('loading="lazy"');
  expect(html).toContain('decoding="async"');
});

test('a first-screen image loads eagerly with high priority', () => {
  const html = renderToStaticMarkup(<Image src="/assets/hero.svg" alt="" width={600} height={400} priority />);
  expect(html).toContain('loading="eager"');
  expect(html).toContain('fetchPriority="high"');
});
