import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingState } from './LoadingState';

describe('LoadingState', () => {
  it('shows the label under a spinner named by it', () => {
    render(<LoadingState label="Loading template..." />);
    expect(screen.getByRole('progressbar', { name: 'Loading template...' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading template...');
  });

  it('falls back to an accessible "Loading" name without visible text', () => {
    render(<LoadingState />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
