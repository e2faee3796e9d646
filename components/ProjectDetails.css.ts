import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { desktop } from '../styles/media';
import { hairline } from '../styles/borders';
import { listReset } from '../styles/listReset.css';

/** The project's own page, not the home page's dialog that shows the same details. */
const pageOnly = '&:not(dialog *)';

/**
 * On a wide page: the story (picture, text, videos) on the left at a reading width, the facts in a
 * column on the right. In the dialog, and on narrower screens, one column.
 */
export const root = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [desktop]: {
      selectors: {
        [pageOnly]: {
          gridTemplateColumns: `minmax(0, ${vars.size.wide}) minmax(0, ${vars.size.factsColumn})`,
          gridTemplateAreas: '"image facts" "details facts" "videos facts"',
          // The last row takes what the facts leave, so the story's parts stay together.
          gridTemplateRows: 'auto auto 1fr',
          columnGap: vars.space.xxlarge,
          justifyContent: 'space-between',
        },
      },
    },
  },
});

const dialogImageHeight = '40vh';

export const image = style({
  width: '100%',
  height: 'auto',
  // Dimmed in the dark theme, as every picture is: the art is drawn on white.
  filter: vars.color.artworkFilter,
  borderRadius: vars.radius.medium,
  // In the dialog the picture is kept whole but no taller than 40% of the screen: the story is
  // what the visitor opened it for.
  selectors: { 'dialog &': { width: 'auto', maxWidth: '100%', maxHeight: dialogImageHeight, justifySelf: 'center' } },
});

/** A video playing in the image's place, its poster the project's image; in the dialog, no taller than the image would be. */
export const lead = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  selectors: { 'dialog &': { width: `min(100%, calc(${dialogImageHeight} * 8 / 5))`, justifySelf: 'center' } },
});

export const details = style({ display: 'grid', gap: vars.space.medium, color: vars.color.text });

export const facts = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.large,
  '@media': {
    [desktop]: { selectors: { [pageOnly]: { position: 'sticky', top: `calc(${vars.size.headerHeight} + ${vars.space.large})` } } },
  },
});

export const block = style({
  display: 'grid',
  gap: vars.space.small,
  paddingTop: vars.space.large,
  borderTop: hairline,
});

// A button keeps its own width, as everywhere else on the site, not the column's.
globalStyle(`${block} > a`, { justifySelf: 'start' });

/** Role and years: each a small label over its value, side by side while they fit. */
export const summary = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.small} ${vars.space.xlarge}`, margin: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.semibold });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const blockTitle = style({ fontSize: vars.fontSize.h4, fontWeight: vars.fontWeight.bold });

export const paperTitle = style({ fontStyle: 'italic', color: vars.color.textMuted });

export const linkIcon = style({ width: vars.size.icon, height: vars.size.icon });

export const videos = style({ alignContent: 'start' });

/** Two players side by side once there is room for both, one size each. */
export const videoGrid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.videoColumn}), 1fr))`,
  alignItems: 'end',
});

export const video = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const videoTitle = style({ fontWeight: vars.fontWeight.semibold });

export const tags = style([listReset, { display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall }]);

// Each part to its place in the page's two columns (without the columns, the parts simply follow).
for (const [part, area] of [
  [image, 'image'],
  [lead, 'image'],
  [details, 'details'],
  [facts, 'facts'],
  [videos, 'videos'],
] as const) {
  globalStyle(`${root}:not(dialog *) > ${part}`, { '@media': { [desktop]: { gridArea: area } } });
}
