interface ImageProps {
  src: string;
  /** Empty for decoration. */
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** On the first screen: load at once, with high priority. Everything else waits until near. */
  priority?: boolean;
}

/** The one way pages show an image: always sized, so nothing shifts as it loads. */
export function Image({ src, alt, width, height, className, priority = false }: ImageProps) {
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      {...(priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
    />
  );
}
