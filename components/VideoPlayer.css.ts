import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const media = style({
  position: 'relative',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.text,
});

/**
 * A native player takes its poster's shape (the project art is 8:5), so the poster fills it without
 * dark bars. object-fit would crop the poster but leave Chromium's controls sized to the uncropped
 * picture, a bar across part of the frame.
 */
export const nativeMedia = style({ aspectRatio: '8 / 5' });

// The frame client/youtube-facade.ts inserts fills the same box as the facade it replaces.
globalStyle(`${media} > iframe`, { display: 'block', width: '100%', height: '100%', border: 0 });

export const facade = style({ display: 'block', width: '100%', height: '100%' });

export const poster = style({ width: '100%', height: '100%', objectFit: 'cover', opacity: 0.85 });

export const play = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  display: 'grid',
  placeItems: 'center',
  width: vars.space.xxxlarge,
  height: vars.space.xxxlarge,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.color.shadow,
  selectors: { [`${facade}:hover &`]: { background: vars.color.primaryHover } },
});
