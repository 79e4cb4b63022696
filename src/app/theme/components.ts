import type { Components, Theme } from '@mui/material/styles';

/*
 * One look for every screen. Buttons: one case (as typed, never upper-cased) and one weight; the
 * main action of a place is `contained` (zinc, spec 01 §9), other actions `outlined`, and Cancel,
 * Back and in-line actions plain text (MUI's default variant), so Cancel never outweighs Save.
 * The brand colour (palette.secondary) marks what is selected or interactive: tabs, toggles,
 * checkboxes, switches, links, progress.
 */
export const components: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true, color: 'primary' },
    styleOverrides: { root: { textTransform: 'none', fontWeight: 500 } },
  },
  MuiToggleButton: {
    defaultProps: { color: 'secondary' },
    styleOverrides: { root: { textTransform: 'none', fontWeight: 500 } },
  },
  MuiButtonBase: { defaultProps: { disableRipple: false } },
  MuiPaper: {
    defaultProps: { elevation: 0 },
    styleOverrides: { outlined: ({ theme }) => ({ borderColor: theme.palette.divider }) },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
  },
  MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
  // A chip is as wide as its label: in a narrow table column it widens the column instead of
  // cutting its label ("Pending Appro…").
  MuiChip: { styleOverrides: { root: { fontWeight: 500, maxWidth: 'none' } } },
  // Columns sit closer than MUI's 16 px either side, so wide tables fit 1280 px screens.
  MuiTableCell: {
    styleOverrides: {
      root: ({ theme }) => ({
        paddingLeft: theme.spacing(1),
        paddingRight: theme.spacing(1),
        '&:first-of-type': { paddingLeft: theme.spacing(2) },
        '&:last-of-type': { paddingRight: theme.spacing(2) },
      }),
      sizeSmall: ({ theme }) => ({
        fontSize: '0.8125rem',
        paddingLeft: theme.spacing(0.75),
        paddingRight: theme.spacing(0.75),
      }),
      head: ({ theme }) => ({ fontWeight: 600, color: theme.palette.text.secondary }),
    },
  },
  // The sort arrow sits in the gap after its header instead of widening the column by its width.
  MuiTableSortLabel: {
    styleOverrides: {
      root: { position: 'relative' },
      icon: { position: 'absolute', left: '100%', margin: 0, fontSize: '1rem' },
    },
  },
  MuiTabs: { defaultProps: { textColor: 'secondary', indicatorColor: 'secondary' } },
  MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 500 } } },
  MuiLink: { defaultProps: { color: 'secondary' } },
  MuiCheckbox: { defaultProps: { color: 'secondary' } },
  MuiRadio: { defaultProps: { color: 'secondary' } },
  MuiSwitch: { defaultProps: { color: 'secondary' } },
  MuiLinearProgress: { defaultProps: { color: 'secondary' } },
  MuiDialogTitle: { styleOverrides: { root: { fontWeight: 600 } } },
  // Spec 01: "Errors show in red banners", notices are yellow. MUI's own tint (its colour at 90%
  // lightness) reads as near white on the zinc background, so a banner gets its tint at full
  // strength and a stripe of its colour.
  MuiAlert: {
    styleOverrides: {
      standardError: banner('#fee2e2', '#dc2626', '#7f1d1d'),
      standardWarning: banner('#fef3c7', '#f59e0b', '#78350f'),
    },
  },
};

function banner(background: string, stripe: string, text: string) {
  return {
    backgroundColor: background,
    color: text,
    borderLeft: `4px solid ${stripe}`,
    '& .MuiAlert-icon': { color: stripe },
  };
}
