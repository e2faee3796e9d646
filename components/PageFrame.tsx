import type { ReactNode } from 'react';
import { Document, type RenderContext } from './Document';
import { Header } from './Header';
import { Footer } from './Footer';
import { IconSprite } from './IconSprite';
import * as styles from './PageFrame.css';
import { tooltipBubbleAttribute } from './hooks/tooltip';

interface PageFrameProps {
  context: RenderContext;
  title: string;
  description: string;
  structuredData?: object;
  children: ReactNode;
}

/** The document, header, main landmark and footer that every page shares. */
export function PageFrame({ context, title, description, structuredData, children }: PageFrameProps) {
  return (
    <Document context={context} title={title} description={description} {...(structuredData ? { structuredData } : {})}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header path={context.path} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer path={context.path} builtYear={context.builtYear} />
      {/* One shared bubble for every icon-only control's tooltip (client/tooltip.ts). */}
      <div className={styles.tooltip} role="tooltip" hidden {...{ [tooltipBubbleAttribute]: true }} />
      <IconSprite />
    </Document>
  );
}
