/** What importing a raster image from assets/ gives a component (drawn by components/Image.tsx, made by generator/assets/image-plugin.ts). */
export interface ResponsiveImage {
  src: string;
  width: number;
  height: number;
  /** The fallback's srcset, in the source's own format. */
  srcset: string;
  sources: { type: string; srcset: string }[];
}
