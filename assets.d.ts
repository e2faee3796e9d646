// esbuild's file loader turns an asset import into its hashed public URL.
declare module '*.svg' {
  const url: string;
  export default url;
}

// Tabler ships one ES module per icon; importing them one by one spares the build parsing all 5,000.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  const icon: import('@tabler/icons-react').TablerIcon;
  export default icon;
}

// Raster images become responsive sets (generator/assets/image-plugin.ts makes them).
declare module '*.jpg' {
  const image: import('./components/responsive-image').ResponsiveImage;
  export default image;
}
declare module '*.jpeg' {
  const image: import('./components/responsive-image').ResponsiveImage;
  export default image;
}
declare module '*.png' {
  const image: import('./components/responsive-image').ResponsiveImage;
  export default image;
}
declare module '*.webp' {
  const image: import('./components/responsive-image').ResponsiveImage;
  export default image;
}

// An image on a CDN, imported by URL: fetched at build time (generator/assets/remote-fetch.ts).
declare module 'https://*' {
  const image: string | import('./components/responsive-image').ResponsiveImage;
  export default image;
}

// Markdown in data/ becomes its front matter and a small tree (generator/content/markdown-plugin.ts).
declare module '*.md' {
  const markdown: import('./data/prose').MarkdownFile<unknown>;
  export default markdown;
}
