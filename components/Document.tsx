// Global styles first, so every component's styles come after them in the cascade.
import '../styles/global.css';
import type { ReactNode } from 'react';
import { site } from '../data/site';
import faviconUrl from '../assets/favicon.svg';

/** What the build hands every page: its route and the pieces the document head needs. */
export interface RenderContext {
  path: string;
  /** The page's stylesheet, inlined so the first render waits on nothing but the HTML. */
  css: string;
  /** Sets the colour mode before first paint. */
  themeScript: string;
  /** The year the site was built; client/current-year.ts corrects it in later years. */
  builtYear: number;
}

/** Every page module default-exports a component taking these props. */
export interface PageProps {
  context: RenderContext;
}

interface DocumentProps {
  context: RenderContext;
  title: string;
  description: string;
  children: ReactNode;
}

export function Document({ context, title, description, children }: DocumentProps) {
  return (
    <html lang={site.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: context.themeScript }} />
        <style dangerouslySetInnerHTML={{ __html: context.css }} />
        <link rel="icon" href={faviconUrl} type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}
