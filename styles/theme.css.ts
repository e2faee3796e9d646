import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { darkSelector, systemDarkSelector } from './colorMode';

const grid = 4;
const px = (units: number) => `${units * grid}px`;

// Rice-paddy green for the primary, drone-sky blue for the secondary, harvest amber to accent.
const light = {
  background: '#f6f7f2',
  surface: '#ffffff',
  surfaceMuted: '#edf1e8',
  border: '#d3dbcd',
  text: '#14211a',
  textMuted: '#4a5950',
  primary: '#17663a',
  primaryHover: '#11522e',
  onPrimary: '#ffffff',
  primarySoft: '#e1efe5',
  secondary: '#0b5a85',
  onSecondary: '#ffffff',
  secondarySoft: '#e0edf5',
  accent: '#a34a06',
  focus: '#0b5a85',
  headerScrolled: 'rgba(246, 247, 242, 0.82)',
  shadow: '0 1px 2px rgba(20, 33, 26, 0.06), 0 8px 24px rgba(20, 33, 26, 0.08)',
};

const dark: typeof light = {
  background: '#0c1410',
  surface: '#131e18',
  surfaceMuted: '#1a2920',
  border: '#2b3c32',
  text: '#e6eee8',
  textMuted: '#a5b6ab',
  primary: '#62cf8f',
  primaryHover: '#86dca9',
  onPrimary: '#06140c',
  primarySoft: '#17341f',
  secondary: '#72c0ea',
  onSecondary: '#05131b',
  secondarySoft: '#132d3c',
  accent: '#f2a54e',
  focus: '#72c0ea',
  headerScrolled: 'rgba(12, 20, 16, 0.8)',
  shadow: '0 1px 2px rgba(0, 0, 0, 0.4), 0 8px 24px rgba(0, 0, 0, 0.35)',
};

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
