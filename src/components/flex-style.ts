import type { CSSProperties } from 'react';

/**
 * A flex layout as a constant inline style, for what fills every row of long tables (amounts,
 * band positions, flags, row actions). Box and Stack compute their `sx` with Emotion on every
 * render, and a re-sort re-renders every row in view. Gaps are in px (the theme's spacing is 8).
 * Call it once, at module level, so React sees the same object on every render.
 */
export function flexStyle(
  direction: 'row' | 'column',
  {
    gap = 0,
    align,
    justify,
    wrap = false,
  }: {
    gap?: number;
    align?: CSSProperties['alignItems'];
    justify?: CSSProperties['justifyContent'];
    wrap?: boolean;
  } = {},
): CSSProperties {
  return {
    display: 'flex',
    flexDirection: direction,
    ...(gap > 0 && { gap }),
    ...(align && { alignItems: align }),
    ...(justify && { justifyContent: justify }),
    ...(wrap && { flexWrap: 'wrap' }),
  };
}
