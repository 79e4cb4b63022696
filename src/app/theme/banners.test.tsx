import { Alert } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepEmotionStyles } from '@/test/emotion-styles';
import { theme } from './theme';

/** A colour as the browser reports it, from its hex spelling. */
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

keepEmotionStyles();

describe('banners (spec 01: errors in red banners, notices yellow)', () => {
  const shown = (severity: 'error' | 'warning') => {
    render(
      <ThemeProvider theme={theme}>
        <Alert severity={severity}>{severity} text</Alert>
      </ThemeProvider>,
    );
    return getComputedStyle(screen.getByText(`${severity} text`).closest('.MuiAlert-root')!);
  };

  it('shows an error on red (Tailwind red 100, a red 600 stripe), not a near-white tint', () => {
    const style = shown('error');
    expect(style.backgroundColor).toBe(rgb('#fee2e2'));
    expect(style.borderLeft).toContain(rgb('#dc2626'));
  });

  it('shows a notice on yellow (amber 100, an amber 500 stripe)', () => {
    const style = shown('warning');
    expect(style.backgroundColor).toBe(rgb('#fef3c7'));
    expect(style.borderLeft).toContain(rgb('#f59e0b'));
  });
});
