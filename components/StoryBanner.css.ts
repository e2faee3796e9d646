import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { desktop, medium } from '../styles/media';
import { hairline } from '../styles/borders';
import { pageColumn } from '../styles/pageColumn.css';

// Room below the card, so its rounded edge never meets the next section's background.
export const root = style([
  pageColumn,
  {
    paddingBottom: vars.space.xlarge,
    '@media': { [medium]: { paddingBottom: vars.space.xxxlarge }, [desktop]: { paddingBottom: vars.space.huge } },
  },
]);

export const inner = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'center',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: `linear-gradient(135deg, ${vars.color.primarySoft}, ${vars.color.secondarySoft})`,
  border: hairline,
  '@media': {
    [medium]: { gridTemplateColumns: '1.3fr 1fr', padding: vars.space.xxlarge },
  },
});

export const text = style({ display: 'grid', gap: vars.space.medium, justifyItems: 'start' });

export const title = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.heavy, letterSpacing: '-0.04em', lineHeight: 1 });

export const subtitle = style({ fontSize: vars.fontSize.h3, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });

export const blurb = style({ color: vars.color.textMuted, maxWidth: vars.size.prose });

// A small picture under the text on a phone: decoration, not a second screen of it.
export const image = style({
  width: '100%',
  maxWidth: vars.size.thumbnail,
  '@media': { [medium]: { maxWidth: vars.size.storyArt } },
  height: 'auto',
  justifySelf: 'center',
  borderRadius: vars.radius.large,
  // Dimmed in the dark theme, as every picture is.
  filter: vars.color.artworkFilter,
});
