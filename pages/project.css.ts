import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { medium } from '../styles/media';
import { hairline } from '../styles/borders';
import { borderedSurface } from '../styles/borderedSurface.css';

/** Previous and next project: two cards side by side from tablet width, stacked on phones. */
export const neighbours = style({
  display: 'grid',
  gap: vars.space.medium,
  paddingTop: vars.space.xlarge,
  borderTop: hairline,
  '@media': { [medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const neighbour = style([
  borderedSurface,
  {
    display: 'grid',
    gap: vars.space.xxsmall,
    padding: `${vars.space.medium} ${vars.space.large}`,
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    textDecoration: 'none',
    transition: `border-color ${vars.duration.fast}`,
    selectors: { '&:hover': { borderColor: vars.color.primary } },
  },
]);

/** The next project keeps to the right-hand column, even alone, and reads from the right. */
export const nextNeighbour = style({
  '@media': { [medium]: { gridColumn: '2', justifyItems: 'end', textAlign: 'end' } },
});

export const direction = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

export const arrow = style({ width: vars.size.icon, height: vars.size.icon });

export const neighbourTitle = style({ color: vars.color.primary, fontSize: vars.fontSize.h4, fontWeight: vars.fontWeight.bold });
