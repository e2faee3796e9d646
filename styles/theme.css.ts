import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { darkSelector, systemDarkSelector } from './colorMode';
import { dark, light } from './palette';
import { fontWeight, textFontStack } from './fonts';

const grid = 4;
const px = (units: number) => `${units * grid}px`;

const tokens = {
  color: light,
  font: {
    body: textFontStack,
    heading: textFontStack,
    mono: 'ui-monospace, "SFMono-Regular", "Cascadia Code", Menlo, Consolas, monospace',
  },
  // A 1.25 ratio scale; headings grow with the viewport between phone and desktop.
  fontSize: {
    xsmall: '0.8125rem',
    small: '0.875rem',
    body: '1rem',
    lead: '1.125rem',
    h4: '1.125rem',
    h3: '1.25rem',
    h2: 'clamp(1.75rem, 1.35rem + 1.8vw, 2.5rem)',
    h1: 'clamp(2.25rem, 1.4rem + 3.8vw, 4rem)',
    display: 'clamp(4rem, 2.5rem + 8vw, 8rem)',
  },
  fontWeight,
  // Inter's tall lower case reads well at 1.5: the page's rhythm is 24 px lines of 16 px text.
  lineHeight: { tight: '1.15', snug: '1.35', body: '1.5' },
  space: {
    none: '0',
    xxsmall: px(1),
    xsmall: px(2),
    small: px(3),
    medium: px(4),
    large: px(6),
    xlarge: px(8),
    xxlarge: px(12),
    xxxlarge: px(16),
    huge: px(24),
  },
  radius: { small: px(1.5), medium: px(3), large: px(5), full: '999px' },
  borderWidth: {
    /** Card edges, dividers, form fields. */
    hairline: '1px',
    /** Buttons, so an outline button keeps a filled one's size. */
    medium: '2px',
    /** The accent rule beside a quote, a testimonial's top band, the loading ring. */
    thick: '4px',
  },
  focusRing: { width: '3px', offset: '2px' },
  /** Stacking layers, lowest first. `raised` lifts a part above its siblings inside one card or dialog. */
  layer: { raised: '1', header: '50', skipLink: '100', tooltip: '200' },
  size: {
    /** The page column. */
    content: '72rem',
    /** A modal dialog, and a pull quote that reads as one line of thought. */
    wide: '48rem',
    prose: '42rem',
    headerHeight: px(16),
    tapTarget: px(11),
    /** A link inside a compact list entry: WCAG's 24 px target, where a button's 44 would double the entry. */
    compactTarget: px(6),
    icon: px(5),
    heroBanner: px(56),
    /** A project's picture beside its title on a phone. */
    thumbnail: px(30),
    /** A testimonial's face or initials. */
    face: px(12),
    /** About 65 characters a line at the story's lead size. */
    reading: '38rem',
    chapterNav: '14rem',
    /** The résumé preview's widest. */
    sheet: '52rem',
    /** The hero's tallest, on a tall screen. */
    heroMax: '52rem',
    /** The story banner's picture at its widest. */
    storyArt: '22rem',
    /** A project page's facts column (paper, links, technologies), beside the story. */
    factsColumn: '20rem',
    /** A project video's narrowest, before two no longer sit side by side. */
    videoColumn: '18rem',
    /** The not-found notice's height, at most: the page fits a phone's screen. */
    notice: '20rem',
  },
  duration: { fast: '150ms', medium: '250ms', slow: '500ms' },
  blur: { header: '12px' },
};

/**
 * The page dimmed behind a modal dialog, the same shade in both modes. Plain values rather than
 * contract variables: `::backdrop` sees custom properties only in browsers from 2024 on.
 */
export const backdrop = { color: 'rgba(8, 14, 11, 0.6)', blur: '2px' };

/** The one theme contract: every component style reads tokens from here. */
export const vars = createThemeContract(tokens);

// Light is the default; dark applies when chosen, or when the system prefers it and nothing was chosen.
createGlobalTheme(':root', vars, tokens);
globalStyle(':root', { colorScheme: 'light' });
globalStyle(darkSelector, { vars: assignVars(vars.color, dark), colorScheme: 'dark' });
globalStyle(systemDarkSelector, {
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(vars.color, dark), colorScheme: 'dark' },
  },
});
