import type { CSSProperties } from 'react';
import { alpha, type Theme } from '@mui/material/styles';

/**
 * The look of a small MUI Chip (with the theme's weight 500), as one inline style. Badges fill
 * the rows of long tables, re-rendered on every sort: as Chips, each computed two Emotion styles
 * per render. Styles are built once per theme and pill kind.
 */
export interface PillKind {
  size: 'small' | 'medium';
  /** Filled: background and text colour. */
  fill?: { background: string; color: string };
  /** Outlined, in a palette colour or MUI's grey: the band and guardrail flags. */
  outline?: 'error' | 'warning' | 'success' | 'default';
  /** A band flag's lower pill (20 px); dense: 18 px with smaller type, for a table cell. */
  band?: 'normal' | 'dense';
}

const cache = new WeakMap<Theme, Map<string, CSSProperties>>();

export function pillStyle(theme: Theme, kind: PillKind): CSSProperties {
  let styles = cache.get(theme);
  if (!styles) cache.set(theme, (styles = new Map()));
  const key = JSON.stringify(kind);
  let style = styles.get(key);
  if (!style) styles.set(key, (style = buildPillStyle(theme, kind)));
  return style;
}

function buildPillStyle(theme: Theme, { size, fill, outline, band }: PillKind): CSSProperties {
  const dense = band === 'dense';
  const height = band ? (dense ? 18 : 20) : size === 'small' ? 24 : 32;
  // MUI's label padding inside the Chip; an outlined Chip's 1 px border is taken from it.
  const padding = band ? (dense ? 4 : 6) : (size === 'small' ? 8 : 12) - (outline ? 1 : 0);
  const main = outline && outline !== 'default' ? theme.palette[outline].main : undefined;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    height,
    padding: `0 ${padding}px`,
    borderRadius: 16,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(dense ? 11 : 13),
    fontWeight: 500,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    color: fill?.color ?? main ?? theme.palette.text.primary,
    backgroundColor: fill?.background ?? 'transparent',
    ...(outline && { border: `1px solid ${main ? alpha(main, 0.7) : theme.palette.grey[400]}` }),
  };
}
