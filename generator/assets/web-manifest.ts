import type { Site } from '../../data/types';
import { light } from '../../styles/palette';

export const manifestPath = '/manifest.webmanifest';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
}

/** manifest.webmanifest: how the site looks installed on a phone's home screen. */
export function webManifest(site: Site, icons: readonly ManifestIcon[]) {
  const manifest = {
    name: `${site.name}: ${site.headline}`,
    short_name: site.name,
    description: site.role,
    start_url: '/',
    display: 'standalone',
    background_color: light.background,
    theme_color: light.primary,
    icons,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
