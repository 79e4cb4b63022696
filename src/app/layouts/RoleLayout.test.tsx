import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { landingPages, renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { RoleLayout } from './RoleLayout';

const ui = userEvent.setup({ delay: null });

function renderShell(path: string) {
  return renderRoute(<RoleLayout />, { path, routes: landingPages('/auth') });
}

function navLinks() {
  // The permanent sidebar (the mobile drawer is closed and unmounted).
  const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('RoleLayout', { timeout: 20_000 }, () => {
  it('gives an admin the admin sidebar and a user block that opens /admin/profile', async () => {
    const { user } = await signInAs('admin');
    renderShell('/admin');
    expect(navLinks()).toEqual([
      ['Dashboard', '/admin'],
      ['Review Cycles', '/admin/review-cycles'],
      ['Teams', '/admin/teams'],
      ['Employees', '/admin/employees'],
      ['Levels & Bands', '/admin/levels'],
      ['Users', '/admin/users'],
      ['Settings', '/admin/settings'],
      ['Audit Trail', '/admin/audit'],
      ['System Utilities', '/admin/utilities'],
    ]);
    const block = screen.getAllByRole('link', {
      name: `${user.firstName} ${user.lastName}, Administrator: profile`,
    })[0]!;
    expect(block).toHaveAttribute('href', '/admin/profile');
    expect(block).toHaveTextContent('Administrator');
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
  });

  it("marks Review Cycles on a cycle's own page, which is outside /admin", async () => {
    await signInAs('admin');
    renderRoute(<RoleLayout />, {
      path: '/review-cycles/:cycleId/*',
      initialEntry: '/review-cycles/c1/participants/p1',
    });
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Review Cycles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('gives a manager the manager sidebar', async () => {
    await signInAs('manager');
    renderShell('/manager/dashboard');
    expect(navLinks()).toEqual([
      ['Dashboard', '/manager/dashboard'],
      ['My Team', '/manager/team'],
      ['Reviews', '/manager/reviews'],
      ['My Profile', '/manager/profile'],
    ]);
  });

  it('gives an employee the employee sidebar with My Profile at /profile', async () => {
    await signInAs('employee');
    renderShell('/dashboard');
    expect(navLinks()).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Team', '/team'],
      ['Self Review', '/reviews/self-review'],
      ['Performance', '/performance'],
      ['Compensation', '/compensation'],
      ['My Profile', '/profile'],
    ]);
  });

  it('opens and closes the navigation drawer', async () => {
    await signInAs('employee');
    renderShell('/dashboard');
    await ui.click(screen.getByRole('button', { name: 'Open navigation' }));
    const close = await screen.findByRole('button', { name: 'Close navigation' });
    const drawerNav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(drawerNav).getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await ui.click(close);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Close navigation' })).not.toBeInTheDocument(),
    );
  });

  it('logs out from the sidebar to /auth, removing the stored session', async () => {
    await signInAs('admin');
    const { router } = renderShell('/admin');
    await ui.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await screen.findByText('Page /auth');
    expect(router.state.location.pathname).toBe('/auth');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows the demo data menu in mock mode', async () => {
    await signInAs('admin');
    renderShell('/admin');
    const group = (await screen.findAllByRole('group', { name: 'Demo data' }))[0]!;
    expect(within(group).getByRole('button', { name: 'Reset Demo Data' })).toBeInTheDocument();
    expect(within(group).getByRole('combobox', { name: 'Scenario' })).toHaveTextContent('demo');
  });
});
