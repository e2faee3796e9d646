import { createContext, createElement, useContext, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as styles from './IconSprite.css';

/** Symbols the page has used so far, by id; filled while the page renders, in order. */
type SymbolRegistry = Map<string, string>;

const Registry = createContext<SymbolRegistry | null>(null);
export const IconRegistryProvider = Registry.Provider;
export const createIconRegistry = (): SymbolRegistry => new Map();

const symbols = new Map<string, string>();

/** A Tabler icon as a <symbol>: its attributes move from the <svg> onto it, once per page. */
function symbolMarkup(id: string, Icon: ComponentType) {
  const cached = symbols.get(id);
  if (cached) return cached;
  const svg = renderToStaticMarkup(createElement(Icon));
  const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(svg);
  const attributes = (match?.[1] ?? '').replace(/\s(xmlns|width|height|class)="[^"]*"/g, '');
  // Tabler draws an invisible 24x24 square in every outline icon; the viewBox already says it.
  const paths = (match?.[2] ?? '').replace('<path stroke="none" d="M0 0h24v24H0z" fill="none"></path>', '');
  const symbol = `<symbol id="${id}"${attributes}>${paths}</symbol>`;
  symbols.set(id, symbol);
  return symbol;
}

interface IconProps {
  className?: string;
  'aria-hidden': 'true';
}

/**
 * Icons repeat across a page (fourteen certificates, every external link), so each page
 * draws each icon once, in the sprite at the end of <body>, and every use points at it.
 */
export function spriteIcon(name: string, Icon: ComponentType) {
  const id = `icon-${name}`;
  function SpriteIcon({ className }: IconProps) {
    const registry = useContext(Registry);
    if (!registry) return createElement(Icon);
    if (!registry.has(id)) registry.set(id, symbolMarkup(id, Icon));
    return (
      <svg className={className} width="24" height="24" aria-hidden="true">
        <use href={`#${id}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = `Icon(${name})`;
  return SpriteIcon;
}

/**
 * Rendered last, so every icon above it has registered its symbol. The build moves the symbols
 * into one cached file (withExternalIconSprite in generator/pipeline/render.ts); rendered alone,
 * the page keeps them.
 */
export function IconSprite() {
  const registry = useContext(Registry);
  if (!registry || registry.size === 0) return null;
  return (
    <svg
      className={styles.sprite}
      aria-hidden="true"
      data-icon-sprite
      dangerouslySetInnerHTML={{ __html: [...registry.values()].join('') }}
    />
  );
}
