import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its label in the zinc tone unless told otherwise', () => {
    const { rerender } = render(<Badge label="Teams" />);
    expect(screen.getByText('Teams').closest('[data-tone]')).toHaveAttribute('data-tone', 'zinc');
    rerender(<Badge label="Teams" tone="emerald" />);
    expect(screen.getByText('Teams').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'emerald',
    );
  });
});
