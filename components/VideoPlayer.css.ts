import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { scriptsOff, scriptsOn } from '../styles/scripting';
import { visuallyHiddenRules } from '../styles/visuallyHidden.css';
import { youtubeFailedAttribute } from './hooks/youtube-facade';

/**
 * Every player takes the posters' shape (the project art is 8:5), so two players side by side are
 * one size and a native player's poster fills it without dark bars. The player or frame fills this
 * box, over the facade that stands in it before play.
 */
export const media = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '8 / 5',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.text,
});

// The frame client/youtube-facade.ts lays over the poster when play is pressed, and the native player.
globalStyle(`${media} > iframe, ${media} > video`, {
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
});

/** The poster with its play mark: a link to YouTube, or the button in front of a native player. */
export const facade = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
});

// A native player waits behind its facade until client/native-video.ts takes the facade away;
// without scripts there is nothing to press, so the player shows at once.
globalStyle(`${scriptsOn} ${facade} + video`, { visibility: 'hidden' });
globalStyle(`${scriptsOff} button${facade}`, { display: 'none' });

export const poster = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0.85,
  // Dimmed in the dark theme, as every picture is.
  filter: vars.color.artworkFilter,
});

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

const failed = `[${youtubeFailedAttribute}]`;

/** The link's name while the video can play here. */
export const playLabel = style({ ...visuallyHiddenRules, selectors: { [`${failed} &`]: { display: 'none' } } });

/** Shown on the poster once the frame could not load: where else to watch. */
export const failedLabel = style({
  display: 'none',
  selectors: {
    [`${failed} &`]: {
      position: 'absolute',
      insetInline: 0,
      bottom: 0,
      display: 'block',
      padding: `${vars.space.small} ${vars.space.medium}`,
      background: vars.color.surface,
      color: vars.color.text,
      fontWeight: vars.fontWeight.semibold,
      textDecoration: 'underline',
    },
  },
});

// The play button gives way to the words once the video cannot play here.
globalStyle(`${failed} ${play}`, { display: 'none' });
