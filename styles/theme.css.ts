import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { darkSelector, systemDarkSelector } from './colorMode';
import { dark, light } from './palette';

const grid = 4;
const px = (units: number) => `${units * grid}px`;

const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';

const tokens = {
  color: light,
  font: {
    body: fontStack,
    heading: fontStack,
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
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700', heavy: '800' },
  lineHeight: { tight: '1.15', snug: '1.35', body: '1.6' },
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
  size: {
    content: '72rem',
    prose: '42rem',
    headerHeight: px(16),
    tapTarget: px(11),
    icon: px(5),
    heroBanner: px(56),
    /** About 65 characters a line at the story's lead size. */
    reading: '38rem',
    chapterNav: '14rem',
  },
  duration: { fast: '150ms', medium: '250ms', slow: '500ms' },
  blur: { header: '12px' },
};

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
