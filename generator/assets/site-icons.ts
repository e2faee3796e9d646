import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { root } from '../paths';
import { cachedPng } from './png';
import { svgHazards } from './svg-checked';
import { BuildError } from '../errors';

const faviconSource = path.join(root, 'assets', 'favicon.svg');

/** assets/favicon.svg, refused when it could run script on the site's origin. */
export async function readFavicon() {
  const favicon = await readFile(faviconSource);
  const [hazard] = await svgHazards(favicon);
  if (hazard)
    throw new BuildError(
      `${path.relative(root, faviconSource)}:${hazard.line}: the favicon could run script on the site's origin, so it is not published: ${hazard.what}.`,
    );
  return new Uint8Array(favicon);
}

/** The favicon drawn at the sizes browsers, iOS and the web manifest ask for. */
export async function drawIcons(favicon: Uint8Array) {
  const draw = async () => favicon;
  const icon = (size: number) => cachedPng(favicon, { width: size, height: size }, draw);
  const [tab, appleTouch, manifestSmall, manifestLarge] = await Promise.all([icon(32), icon(180), icon(192), icon(512)]);
  return { tab, appleTouch, manifestSmall, manifestLarge };
}
