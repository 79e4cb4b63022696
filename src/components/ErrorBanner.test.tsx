import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBanner } from './ErrorBanner';

describe('ErrorBanner', () => {
  it('shows the title and message and retries with Try Again', async () => {
    const user = userEvent.setup();
    const handleRetry = vi.fn();
    render(
      <ErrorBanner
        title="Error Loading Dashboard"
        message="Failed to fetch dashboard data"
        onRetry={handleRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Dashboard');
    expect(alert).toHaveTextContent('Failed to fetch dashboard data');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(handleRetry).toHaveBeenCalledTimes(1);
  });

  it('has no action without onRetry', () => {
    render(<ErrorBanner message="Failed to fetch review cycles" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
