import { alpha, type Theme } from '@mui/material/styles';

/**
 * Buttons and checkboxes of long tables' rows (see row-controls.tsx) are plain elements with these
 * classes, styled by one rule on their table. As MUI's Button, IconButton and Checkbox, each
 * computed two to five Emotion styles on every render, and a re-sort re-renders every row in view.
 */
export const rowControlClasses = {
  button: 'RowControl-button',
  iconButton: 'RowControl-iconButton',
  checkbox: 'RowControl-checkbox',
  link: 'RowControl-link',
} as const;

/** The palette colours a row button comes in. */
export type RowControlColor = 'primary' | 'secondary' | 'success' | 'error';
const COLORS: RowControlColor[] = ['primary', 'secondary', 'success', 'error'];

/**
 * The look of MUI's small Button (`data-variant` text, outlined or contained; `data-color`), small
 * IconButton, small Checkbox and Link (`secondary`, the theme's default), with their hover and disabled
 * states. Keyboard focus shows a ring where MUI pulses a ripple. Lengths are strings: in `sx`, a
 * number for padding or a radius is a multiple of the theme's spacing or radius, and a border or
 * outline of 0 a solid one.
 */
export function rowControlsSx(theme: Theme) {
  const { palette } = theme;
  const hover = palette.action.hoverOpacity;
  const transition = (properties: string[], duration: number) =>
    theme.transitions.create(properties, { duration });
  const reset = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    outline: '0',
    margin: 0,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    appearance: 'none',
    textDecoration: 'none',
    '&:disabled, &[data-disabled]': { pointerEvents: 'none', cursor: 'default' },
  } as const;
  // Solid, so the ring stands out from white at 3:1 or more (WCAG 1.4.11).
  const focusRing = (color: string) => ({
    '&:focus-visible': { outline: `2px solid ${color}`, outlineOffset: 1 },
  });
  const colors = Object.fromEntries(
    COLORS.map((color) => [
      `&[data-color="${color}"]`,
      {
        '--row-main': palette[color].main,
        '--row-dark': palette[color].dark,
        '--row-contrast': palette[color].contrastText,
        '--row-border': alpha(palette[color].main, 0.5),
        '--row-hover': alpha(palette[color].main, hover),
        ...focusRing(palette[color].main),
      },
    ]),
  );
  return {
    [`& .${rowControlClasses.button}`]: {
      ...reset,
      ...theme.typography.button,
      textTransform: 'none',
      fontWeight: 500,
      fontSize: theme.typography.pxToRem(13),
      minWidth: 64,
      border: 'none',
      borderRadius: `${theme.shape.borderRadius}px`,
      transition: transition(
        ['background-color', 'box-shadow', 'border-color', 'color'],
        theme.transitions.duration.short,
      ),
      ...colors,
      '&[data-variant="text"]': {
        padding: '4px 5px',
        color: 'var(--row-main)',
        backgroundColor: 'transparent',
      },
      '&[data-variant="outlined"]': {
        padding: '3px 9px',
        border: '1px solid var(--row-border)',
        color: 'var(--row-main)',
        backgroundColor: 'transparent',
      },
      '&[data-variant="contained"]': {
        padding: '4px 10px',
        color: 'var(--row-contrast)',
        backgroundColor: 'var(--row-main)',
      },
      '@media (hover: hover)': {
        '&[data-variant="text"]:hover': { backgroundColor: 'var(--row-hover)' },
        '&[data-variant="outlined"]:hover': {
          borderColor: 'var(--row-main)',
          backgroundColor: 'var(--row-hover)',
        },
        '&[data-variant="contained"]:hover': { backgroundColor: 'var(--row-dark)' },
      },
      '&:disabled': { color: palette.action.disabled },
      '&[data-variant="outlined"]:disabled': {
        border: `1px solid ${palette.action.disabledBackground}`,
      },
      '&[data-variant="contained"]:disabled': {
        backgroundColor: palette.action.disabledBackground,
      },
    },
    [`& .${rowControlClasses.iconButton}`]: {
      ...reset,
      border: 'none',
      backgroundColor: 'transparent',
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: theme.typography.pxToRem(18),
      padding: '5px',
      borderRadius: '50%',
      color: palette.action.active,
      transition: transition(['background-color'], theme.transitions.duration.shortest),
      ...focusRing(palette.action.active),
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: alpha(palette.action.active, hover) },
      },
      '&:disabled': { color: palette.action.disabled },
    },
    [`& .${rowControlClasses.link}`]: {
      margin: 0,
      font: 'inherit',
      lineHeight: 'inherit',
      letterSpacing: 'inherit',
      color: palette.secondary.main,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
    },
    [`& .${rowControlClasses.checkbox}`]: {
      ...reset,
      padding: '9px',
      borderRadius: '50%',
      color: palette.text.secondary,
      '& > input': {
        cursor: 'inherit',
        position: 'absolute',
        opacity: 0,
        width: '100%',
        height: '100%',
        top: 0,
        left: 0,
        margin: 0,
        padding: 0,
        zIndex: 1,
      },
      '&[data-checked]': { color: palette.secondary.main },
      '&[data-disabled]': { color: palette.action.disabled },
      '&:has(> input:focus-visible)': {
        outline: `2px solid ${palette.secondary.main}`,
        outlineOffset: -2,
      },
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: alpha(palette.secondary.main, hover) },
      },
    },
  };
}
