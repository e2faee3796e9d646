import type { Site } from '../../data/types';
import { dark, light } from '../../styles/palette';
import { fitText, type FitOptions } from './text-fit';
import { textPath } from './text-paths';
import { socialSize } from './social-size';

const left = 96;
/** The drone drawn at the top right; the name's lines stop short of it. */
const drone = { x: 1010, left: 896 };
const gap = 24;

/** Lines of text as one path: the last baseline at `y`, earlier lines above it or later ones below. */
function block(text: string, options: FitOptions & { y: number; grow: 'up' | 'down' }) {
  const { size, lines } = fitText(text, options);
  const lineHeight = size * 1.1;
  const first = options.grow === 'up' ? options.y - lineHeight * (lines.length - 1) : options.y;
  const paths = lines.map((line, index) => textPath(line, { x: left, y: first + lineHeight * index, size, weight: options.weight }));
  return paths.map((path) => path.data).join('');
}

/** The 1200x630 card shared links show: the owner's name and headline on the site's palette. */
export function socialPreviewSvg(site: Site) {
  const name = block(site.name, { y: 250, grow: 'up', weight: 800, size: 88, minSize: 56, maxWidth: drone.left - gap - left, maxLines: 2 });
  const wide = socialSize.width - 2 * left;
  const headline = block(site.headline, { y: 350, grow: 'down', weight: 700, size: 56, minSize: 40, maxWidth: wide, maxLines: 1 });
  const tagline = block(site.tagline, { y: 440, grow: 'down', weight: 400, size: 34, minSize: 24, maxWidth: wide, maxLines: 1 });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${socialSize.width}" height="${socialSize.height}" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark.background}"/><stop offset="1" stop-color="${light.primary}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<rect x="${left}" y="120" width="96" height="10" rx="5" fill="${dark.accent}"/>
<path d="${name}" fill="${dark.text}"/>
<path d="${headline}" fill="${dark.primary}"/>
<path d="${tagline}" fill="${dark.text}" opacity="0.8"/>
<g fill="none" stroke="${dark.secondary}" stroke-width="6" stroke-linecap="round" opacity="0.85" transform="translate(${drone.x} 150)">
<path d="M-60 0h120M0 -36v72"/><circle cx="-84" cy="-48" r="30"/><circle cx="84" cy="-48" r="30"/><circle cx="-84" cy="48" r="30"/><circle cx="84" cy="48" r="30"/>
</g></svg>`;
}
