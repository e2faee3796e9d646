import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ResponsiveImage } from '../../components/responsive-image';
import { importImage } from '../support/import-image';

// What an owner's camera or a careless export hands the build: photos stored on their side, and
// images whose pixels would cost minutes and gigabytes to encode.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'image-input-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const build = (file: string) => importImage(file) as Promise<{ image: ResponsiveImage; files: { file: string; contents: Uint8Array }[] }>;

/** The build's error text, or null when it built. */
async function refusal(file: string) {
  try {
    await build(file);
    return null;
  } catch (error) {
    return (error as { errors?: { text: string }[] }).errors?.map((message) => message.text).join('\n') ?? String(error);
  }
}

test('a phone photo stored on its side (EXIF orientation 6) is published upright, its size as shown', async () => {
  // Stored 400x200: the left half red, the right half blue. Orientation 6 shows it turned a
  // quarter clockwise: 200 wide, 400 high, red on top.
  const halves = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } })
    .extend({ right: 200, background: '#0000ff' })
    .raw()
    .toBuffer();
  const file = path.join(dir, 'portrait.jpg');
  await writeFile(
    file,
    await sharp(halves, { raw: { width: 400, height: 200, channels: 3 } })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  );
  const { image, files } = await build(file);
  expect([image.width, image.height]).toEqual([200, 400]);
  expect(files.length).toBeGreaterThan(0);
  for (const published of files) {
    const { data, info } = await sharp(published.contents).raw().toBuffer({ resolveWithObject: true });
    expect(info.height / info.width, published.file).toBe(2);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [top, bottom] = [pixel(info.width / 2, info.height / 4), pixel(info.width / 2, (3 * info.height) / 4)];
    expect(top[0], `${published.file}: red on top`).toBeGreaterThan(200);
    expect(bottom[2], `${published.file}: blue below`).toBeGreaterThan(200);
    // The tag is gone, so no viewer turns the upright pixels again.
    expect((await sharp(published.contents).metadata()).orientation ?? 1).toBe(1);
  }
});

test('an image with too many pixels is refused before it is decoded, naming the file and the limit', async () => {
  const file = path.join(dir, 'huge.png');
  await writeFile(
    file,
    await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 1 })
      .toBuffer(),
  );
  expect(await refusal(file)).toBe(
    `${file}: 8000x8000 px is 64.0 megapixels, more than the 40 this site encodes; scale it down (the site shows it at most 1920 px wide)`,
  );
});

test('an image too long on one side is refused, naming the file and the limit', async () => {
  const file = path.join(dir, 'banner.png');
  await writeFile(
    file,
    await sharp({ create: { width: 20000, height: 20, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  );
  expect(await refusal(file)).toBe(
    `${file}: 20000x20 px is longer than the 10000 px a side this site encodes; scale it down (the site shows it at most 1920 px wide)`,
  );
});
