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

/** Meritly's brand colour (indigo): accents, links, selection and focus; buttons stay zinc (spec 01 §9). */
export const brand = {
  50: '#eef2ff',
  100: '#e0e7ff',
  500: '#6366f1',
  600: '#4f46e5',
  700: '#4338ca',
  800: '#3730a3',
} as const;

export const palette: PaletteOptions = {
  mode: 'light',
  primary: { main: zinc[900], light: zinc[700], dark: zinc[950], contrastText: '#ffffff' },
  secondary: { main: brand[600], light: brand[100], dark: brand[800], contrastText: '#ffffff' },
  // success and warning are a shade darker than their usual tone: white text on them reaches 4.5:1.
  success: { main: '#047857', light: '#d1fae5', dark: '#065f46', contrastText: '#ffffff' },
  info: { main: '#2563eb', light: '#dbeafe', dark: '#1d4ed8', contrastText: '#ffffff' },
  warning: { main: '#b45309', light: '#fef3c7', dark: '#92400e', contrastText: '#ffffff' },
  error: { main: '#dc2626', light: '#fee2e2', dark: '#b91c1c', contrastText: '#ffffff' },
  grey: zinc,
  // Secondary text is zinc 600: zinc 500 falls under 4.5:1 on tinted backgrounds (grey fields, warning cards).
  text: { primary: zinc[900], secondary: zinc[600], disabled: zinc[400] },
  divider: zinc[200],
  background: { default: zinc[50], paper: '#ffffff' },
};
