import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { EditRecommendationDialog } from './EditRecommendationDialog';

// Escape must not throw a typed amount and reason away.
describe('EditRecommendationDialog', () => {
  it('asks before Escape discards a changed amount; unchanged, it closes at once', async () => {
    const user = userEvent.setup({ delay: null });
    const onCancel = vi.fn();
    renderRoute(
      <EditRecommendationDialog
        open
        employeeName="Ava Jones"
        currentSalary={100_000}
        currentIncrease={3_000}
        currency="USD"
        onCancel={onCancel}
        onSave={vi.fn()}
      />,
    );
    const amount = await screen.findByRole('spinbutton', { name: /Increase Amount/ });
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);

    await user.clear(amount);
    await user.type(amount, '4000');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument(),
    );
    expect(amount).toHaveValue(4000);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
