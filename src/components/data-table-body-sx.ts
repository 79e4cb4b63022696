import { alpha, lighten, type Theme } from '@mui/material/styles';
import { stickyCellSx, stickyEndCellSx } from './data-table-meta';
import { rowControlsSx } from './row-controls-sx';

/**
 * Body rows and cells are plain `tr`/`td` with these classes, styled by one rule on their table
 * (with its header cells' own look).
 * A re-sort re-renders every row in view: as MUI TableRow/TableCell, each of a dozen cells per row
 * computed its Emotion styles again (a third of the re-sort's script time in a profile).
 */
export const bodyClasses = {
  row: 'DataTable-row',
  /** A row that opens something on click or Enter. */
  clickable: 'DataTable-clickable',
  cell: 'DataTable-cell',
  /** A header cell (MUI's TableCell), with `data-sticky` ('start' | 'end'). */
  head: 'DataTable-head',
} as const;

/**
 * The look of MUI's body TableCell and TableRow (with the theme's closer column padding), for
 * the classes above: `data-align`, `data-sticky` ('start' | 'end') and `data-wrap` on a cell.
 */
export function dataTableBodySx(dense: boolean) {
  return (theme: Theme) => ({
    ...rowControlsSx(theme),
    [`& .${bodyClasses.row}`]: { color: 'inherit', verticalAlign: 'middle', outline: 0 },
    [`& .${bodyClasses.clickable}`]: {
      cursor: 'pointer',
      '&:hover': { backgroundColor: theme.palette.action.hover },
      // A row that opens with Enter shows where the keyboard is (WCAG 2.4.7): a ring drawn by its
      // cells, inside them, as a row's own outline went under the sticky columns' backgrounds.
      '&:focus-visible > td': { boxShadow: cellRing(theme, ['top', 'bottom']) },
      '&:focus-visible > td:first-of-type': {
        boxShadow: cellRing(theme, ['top', 'bottom', 'left']),
      },
      '&:focus-visible > td:last-of-type': {
        boxShadow: cellRing(theme, ['top', 'bottom', 'right']),
      },
    },
    [`& .${bodyClasses.cell}`]: {
      ...theme.typography.body2,
      ...(dense && { fontSize: '0.8125rem' }),
      color: theme.palette.text.primary,
      // MUI's own border: the divider made opaque, so spanned columns render it in Chrome.
      borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
      textAlign: 'left',
      verticalAlign: 'inherit',
      padding: dense ? theme.spacing(0.75) : theme.spacing(2, 1),
      '&:first-of-type': { paddingLeft: theme.spacing(2) },
      '&:last-of-type': { paddingRight: theme.spacing(2) },
      '&[data-align="right"]': { textAlign: 'right' },
      '&[data-align="center"]': { textAlign: 'center' },
      '&[data-sticky="start"]': stickyCellSx(false),
      '&[data-sticky="end"]': stickyEndCellSx(false),
      // Long text wraps onto more lines: nothing in a table is cut.
      '&[data-wrap]': { whiteSpace: 'normal', overflowWrap: 'break-word' },
    },
    [`& .${bodyClasses.head}`]: {
      fontWeight: 600,
      // A long header wraps between words instead of widening its column.
      verticalAlign: 'bottom',
      '&[data-sticky="start"]': stickyCellSx(true),
      '&[data-sticky="end"]': stickyEndCellSx(true),
    },
  });
}

const RING_SIDES = { top: '0 2px', bottom: '0 -2px', left: '2px 0', right: '-2px 0' } as const;

/** A 2 px ring in the brand colour on the given sides of a cell, as inset shadows. */
function cellRing(theme: Theme, sides: (keyof typeof RING_SIDES)[]): string {
  return sides
    .map((side) => `inset ${RING_SIDES[side]} 0 ${theme.palette.secondary.main}`)
    .join(', ');
}

const rules = new WeakMap<Theme, Map<boolean, object>>();

/**
 * The rule above as CSS, worked out once per theme: as an `sx`, MUI expanded it again on every
 * render of its table, and a re-sort renders the table.
 */
export function dataTableRules(theme: Theme, dense: boolean): object {
  let byDensity = rules.get(theme);
  if (!byDensity) rules.set(theme, (byDensity = new Map()));
  let css = byDensity.get(dense);
  if (!css) byDensity.set(dense, (css = theme.unstable_sx(dataTableBodySx(dense)(theme))));
  return css;
}
