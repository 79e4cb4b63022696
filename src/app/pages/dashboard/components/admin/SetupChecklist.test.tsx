import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { landingPages, renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { resetDb } from '@mocks/db';
import { callApi } from '@mocks/test/api';
import { TEST_NOW } from '@mocks/test/constants';
import AdminDashboardRoute from '../../routes/AdminDashboardRoute';

const ui = userEvent.setup({ delay: null });
const STEPS = [
  ['Add your people', '/admin/employees'],
  ['Create teams', '/admin/teams'],
  ['Set up levels and bands', '/admin/levels'],
  ['Launch a review cycle', '/admin/review-cycles'],
] as const;

function renderDashboard() {
  return renderRoute(<AdminDashboardRoute />, {
    path: '/admin',
    routes: landingPages(...STEPS.map(([, href]) => href)),
  });
}

const checklist = () =>
  screen.findByRole('region', { name: 'Set up your organization' }, { timeout: 10_000 });

/** Each step's label and whether it shows as done. */
async function stepStates() {
  const links = within(await checklist()).getAllByRole('link');
  return links.map((link) => [
    within(link).getByText(/^(Add|Create|Set up|Launch)/).textContent,
    within(link).queryByText('Done') ? 'Done' : 'To do',
  ]);
}

describe('the admin dashboard’s setup checklist', { timeout: 60_000 }, () => {
  beforeEach(() => resetDb('empty', TEST_NOW));

  it('shows a new organization its four steps, none done, each linking to where it is done', async () => {
    await signInAs('admin');
    renderDashboard();
    const region = await checklist();
    expect(region).toHaveTextContent('0 of 4 done');
    for (const [label, href] of STEPS) {
      expect(within(region).getByRole('link', { name: new RegExp(label) })).toHaveAttribute(
        'href',
        href,
      );
    }
    expect(await stepStates()).toEqual(STEPS.map(([label]) => [label, 'To do']));
    await ui.click(within(region).getByRole('link', { name: /Set up levels and bands/ }));
    expect(await screen.findByRole('heading', { name: 'Page /admin/levels' })).toBeInTheDocument();
  });

  it('ticks people and teams once the organization has them', async () => {
    const { token } = await signInAs('admin');
    await callApi('post', '/api/employees', {
      token,
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        position: 'Engineer',
        hireDate: '2026-01-05',
      },
    });
    await callApi('post', '/api/teams', { token, body: { name: 'Engineering' } });
    renderDashboard();
    await waitFor(async () => expect(await checklist()).toHaveTextContent('2 of 4 done'));
    expect(await stepStates()).toEqual([
      ['Add your people', 'Done'],
      ['Create teams', 'Done'],
      ['Set up levels and bands', 'To do'],
      ['Launch a review cycle', 'To do'],
    ]);
  });

  it('stays dismissed across visits', async () => {
    await signInAs('admin');
    const view = renderDashboard();
    await ui.click(within(await checklist()).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Set up your organization' })).toBeNull();
    view.unmount();
    renderDashboard();
    await screen.findByRole('heading', { name: 'Recent Review Cycles' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Set up your organization' })).toBeNull();
  });

  it('is not shown to an organization that has done every step', async () => {
    resetDb('demo', TEST_NOW);
    await signInAs('admin');
    renderDashboard();
    await screen.findByRole('heading', { name: 'Recent Review Cycles' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Set up your organization' })).toBeNull();
  });
});
