// esbuild's file loader turns an asset import into its hashed public URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}

// Tabler ships one ES module per icon; importing them one by one spares the build parsing all 5,000.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  const icon: import('@tabler/icons-react').TablerIcon;
  export default icon;
}
