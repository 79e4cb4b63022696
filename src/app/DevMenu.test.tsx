import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activeScenario } from '@mocks/browser';
import { dashboardKeys } from '@/api/resources/dashboards';
import { renderRoute } from '@/test/render-route';
import { DevMenu } from './DevMenu';

const ui = userEvent.setup({ delay: null });

describe('DevMenu', { timeout: 20_000 }, () => {
  it('resets the demo data and empties the cache', async () => {
    const onChanged = vi.fn();
    const { queryClient } = renderRoute(<DevMenu onChanged={onChanged} />);
    // A salary in the cache, as My Compensation holds it.
    queryClient.setQueryData(dashboardKeys.myCompensation(), 123_456);
    await ui.click(screen.getByRole('button', { name: 'Reset Demo Data' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('reset'));
    expect(queryClient.getQueryData(dashboardKeys.myCompensation())).toBeUndefined();
  });

  it('switches the scenario between demo, empty, large and hostile', async () => {
    const onChanged = vi.fn();
    renderRoute(<DevMenu onChanged={onChanged} />);
    await ui.click(screen.getByRole('combobox', { name: 'Scenario' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'demo',
      'empty',
      'large',
      'hostile',
    ]);
    await ui.click(screen.getByRole('option', { name: 'empty' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('scenario'));
    expect(await activeScenario()).toBe('empty');
    expect(screen.getByRole('combobox', { name: 'Scenario' })).toHaveTextContent('empty');
  });
});
