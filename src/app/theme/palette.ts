import type { PaletteOptions } from '@mui/material/styles';

export const zinc = {
  50: '#fafafa',
  100: '#f4f4f5',
  200: '#e4e4e7',
  300: '#d4d4d8',
  400: '#a1a1aa',
  500: '#71717a',
  600: '#52525b',
  700: '#3f3f46',
  800: '#27272a',
  900: '#18181b',
  950: '#09090b',
} as const;

export const palette: PaletteOptions = {
  mode: 'light',
  primary: { main: zinc[900], light: zinc[700], dark: zinc[950], contrastText: '#ffffff' },
  secondary: { main: zinc[500], light: zinc[300], dark: zinc[700], contrastText: '#ffffff' },
  success: { main: '#059669', light: '#d1fae5', dark: '#047857', contrastText: '#ffffff' },
  info: { main: '#2563eb', light: '#dbeafe', dark: '#1d4ed8', contrastText: '#ffffff' },
  warning: { main: '#d97706', light: '#fef3c7', dark: '#b45309', contrastText: '#ffffff' },
  error: { main: '#dc2626', light: '#fee2e2', dark: '#b91c1c', contrastText: '#ffffff' },
  grey: zinc,
  text: { primary: zinc[900], secondary: zinc[500], disabled: zinc[400] },
  divider: zinc[200],
  background: { default: zinc[50], paper: '#ffffff' },
};
