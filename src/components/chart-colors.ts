import type { Theme } from '@mui/material/styles';

/** Series colours of every chart, from the theme: the brand colour first. */
export function chartColors(theme: Theme): string[] {
  const { palette } = theme;
  return [
    palette.secondary.main,
    palette.warning.main,
    palette.success.main,
    palette.info.main,
    palette.error.main,
    palette.grey[500],
  ];
}
