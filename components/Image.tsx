import { preload } from 'react-dom';
import type { ResponsiveImage } from './responsive-image';
import { useOrigin } from './page-needs';

interface ImageProps {
  /** A vector's URL, or the responsive set a raster import gives (generator/assets/image-plugin.ts). */
  src: ImageSource;
  /** Empty for decoration. */
  alt: string;
  /** Shown size; a raster import knows its own, which is used when these are left out. */
  width?: number;
  height?: number;
  /** How wide the image is shown, for the browser to pick a file: '(min-width: 40em) 50vw, 100vw'. */
  sizes?: string;
  className?: string;
  /** On the first screen: load at once, with high priority. Everything else waits until near. */
  priority?: boolean;
}

export type ImageSource = string | ResponsiveImage;

/** A single URL for places that take one (a video's poster): the largest fallback file. */
export const imageUrl = (image: ImageSource) => (typeof image === 'string' ? image : image.src);

/** The one way pages show an image: always sized, so nothing shifts as it loads. */
export function Image({ src, alt, width, height, sizes = '100vw', className, priority = false }: ImageProps) {
  // A CDN image the build could not fetch is linked from its own origin.
  useOrigin('image', imageUrl(src));
  const loading = priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);
  if (typeof src === 'string') {
    return <img className={className} src={src} alt={alt} width={width} height={height} decoding="async" {...loading} />;
  }
  // React preloads a first-screen <img> by itself, but none inside <picture>: this one is asked
  // for in its best format (a browser that cannot show the type skips the preload).
  const [best] = src.sources;
  if (priority && best)
    preload(src.src, { as: 'image', type: best.type, imageSrcSet: best.srcset, imageSizes: sizes, fetchPriority: 'high' });
  return (
    <picture>
      {src.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        className={className}
        src={src.src}
        srcSet={src.srcset}
        sizes={sizes}
        alt={alt}
        width={width ?? src.width}
        height={height ?? src.height}
        decoding="async"
        {...loading}
      />
    </picture>
  );
}
