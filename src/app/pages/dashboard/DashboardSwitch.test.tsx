import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import DashboardSwitch from './DashboardSwitch';

describe('DashboardSwitch', { timeout: 20_000 }, () => {
  // First: a dashboard rendered by an earlier test may still be validating its session, and the
  // 401 it gets once the mock is reset signs this test's stored user out on a slow machine.
  it('tells a user with another role that it is not configured, naming the role', async () => {
    const { user } = await signInAs('employee');
    localStorage.setItem('user', JSON.stringify({ ...user, role: 'auditor' }));
    renderRoute(<DashboardSwitch />, { path: '/dashboard' });
    expect(screen.getByRole('heading', { name: 'Welcome to Meritly' })).toBeInTheDocument();
    expect(
      screen.getByText('Your role is not yet configured. Please contact your administrator.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Current role: auditor')).toBeInTheDocument();
  });

  it.each([
    ['admin', 'Admin Dashboard'],
    ['manager', 'Manager Dashboard'],
    ['employee', 'Employee Dashboard'],
  ] as const)('shows the %s the %s', async (role, heading) => {
    await signInAs(role);
    renderRoute(<DashboardSwitch />, { path: '/dashboard' });
    expect(
      await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('asks to log in without a user', () => {
    renderRoute(<DashboardSwitch />, { path: '/dashboard' });
    expect(screen.getByText('Please log in to access your dashboard.')).toBeInTheDocument();
  });
});
