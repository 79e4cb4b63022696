import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { AddEmployeePanel } from './AddEmployeePanel';

describe('AddEmployeePanel', () => {
  // The contract's EmployeeCreate: names, position and department at most 100, email 254.
  it('stops each text field at its contract limit while typing and counts towards it', async () => {
    await signInAs('admin');
    const user = userEvent.setup({ delay: null });
    renderRoute(<AddEmployeePanel open onClose={vi.fn()} />);
    const panel = await screen.findByRole('dialog', { name: 'Add Employee' });
    const lastName = within(panel).getByLabelText(/^Last Name/);
    expect(lastName).toHaveAttribute('maxlength', '100');
    expect(within(panel).getByLabelText(/^Position/)).toHaveAttribute('maxlength', '100');
    expect(within(panel).getByLabelText('Department')).toHaveAttribute('maxlength', '100');
    expect(within(panel).getByLabelText('Work Email')).toHaveAttribute('maxlength', '254');

    await user.type(lastName, 'L'.repeat(105));
    expect(lastName).toHaveValue('L'.repeat(100));
    expect(within(panel).getByText('100 / 100')).toBeInTheDocument();
    expect(lastName).toHaveAccessibleDescription('Limit of 100 characters reached.');
  });
});
