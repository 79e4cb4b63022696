import type { Components, Theme } from '@mui/material/styles';

export const components: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true, variant: 'contained', color: 'primary' },
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
  MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
  MuiTableCell: {
    styleOverrides: {
      head: ({ theme }) => ({ fontWeight: 600, color: theme.palette.text.secondary }),
    },
  },
  MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
  MuiDialogTitle: { styleOverrides: { root: { fontWeight: 600 } } },
};
