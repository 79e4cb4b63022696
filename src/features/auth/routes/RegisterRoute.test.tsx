import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { landingPages, renderRoute } from '@/test/render-route';
import RegisterRoute from './RegisterRoute';

const STRONG = 'Str0ng!Pass';

function renderRegister() {
  return renderRoute(<RegisterRoute />, {
    path: '/auth/register',
    routes: landingPages('/admin', '/auth'),
  });
}

const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}( \\*)?$`), { selector: 'input' });
const ui = userEvent.setup({ delay: null });

async function fill(label: string, value: string) {
  await ui.click(field(label));
  await ui.paste(value);
}
const submit = () => ui.click(screen.getByRole('button', { name: 'Create account' }));

async function chooseType(name = 'Technology') {
  await ui.click(await screen.findByRole('combobox', { name: /Organization type/ }));
  await ui.click(await screen.findByRole('option', { name }));
}

async function fillValid(overrides: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    'First name': 'Nora',
    'Last name': 'Newcomer',
    Email: 'nora@newco.example',
    Password: STRONG,
    'Confirm password': STRONG,
    'Organization name': 'NewCo',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await fill(label, value);
  }
  await chooseType();
}

function captureRegisterBody() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/api/auth/register') {
      bodies.push(await request.clone().json());
    }
  });
  return bodies;
}

describe('RegisterRoute', { timeout: 20_000 }, () => {
  it('shows every required-field message after submit, none before', async () => {
    renderRegister();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    await submit();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'Organization name is required',
      'Organization type is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('clears the shown errors when any field is edited', async () => {
    renderRegister();
    await submit();
    await screen.findByText('Last name is required');
    await ui.type(field('First name'), 'N');
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Organization type is required')).not.toBeInTheDocument();
  });

  it.each([
    [{ Email: 'nora at newco' }, 'Please enter a valid email address'],
    [{ Email: 'nora @newco.example' }, 'Please enter a valid email address'],
    [{ 'Confirm password': 'Other!Pass1' }, 'Passwords do not match'],
    [
      { Password: 'weakpass', 'Confirm password': 'weakpass' },
      'Password does not meet requirements',
    ],
  ])('validates %o', async (overrides, message) => {
    renderRegister();
    await fillValid(overrides);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('ticks the live password checklist as the password is typed', async () => {
    renderRegister();
    const list = screen.getByRole('list', { name: 'Password requirements' });
    const met = () =>
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.dataset.met === 'true')
        .map((item) => item.textContent?.replace(/[✓○]| \((not )?met\)/g, '').trim());
    expect(met()).toEqual([]);
    await ui.type(field('Password'), 'abc');
    expect(met()).toEqual(['A lowercase letter']);
    await ui.type(field('Password'), 'DEF12');
    expect(met()).toEqual([
      'At least 8 characters',
      'An uppercase letter',
      'A lowercase letter',
      'A number',
    ]);
    await ui.type(field('Password'), '{{');
    expect(met()).toHaveLength(5);
    expect(
      within(list).getByText(/A special character \(!@#\$%\^&\*\(\),\.\?":\{\}\|<>\)/),
    ).toBeInTheDocument();
  });

  it('shows the load failure of organization types', async () => {
    server.use(
      http.get('*/api/organization/types', () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
    );
    renderRegister();
    expect(
      await screen.findByText('Failed to load organization types. Please try again.'),
    ).toBeInTheDocument();
  });

  it('registers with only the contract fields, signs in automatically and goes to /admin', async () => {
    const bodies = captureRegisterBody();
    const { router } = renderRegister();
    await fillValid();
    await ui.click(screen.getByRole('checkbox', { name: /product news/ }));
    await submit();
    await screen.findByText('Page /admin', undefined, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/admin');
    expect(bodies).toHaveLength(1);
    const body = bodies[0] as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'email',
        'firstName',
        'lastName',
        'marketingConsent',
        'organizationName',
        'organizationTypeId',
        'password',
      ].sort(),
    );
    expect(body).toMatchObject({
      firstName: 'Nora',
      lastName: 'Newcomer',
      email: 'nora@newco.example',
      password: STRONG,
      organizationName: 'NewCo',
      marketingConsent: true,
    });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({
      email: 'nora@newco.example',
      role: 'admin',
    });
  });

  it('shows the success view with a Sign In link when the automatic sign-in fails', async () => {
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ error: 'Nope' }, { status: 500 })),
    );
    renderRegister();
    await fillValid();
    await submit();
    expect(
      await screen.findByRole('heading', { name: 'Account created' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it("shows the server's message, e.g. for a taken email", async () => {
    renderRegister();
    await fillValid({ Email: 'admin@meritly.demo' });
    await submit();
    expect(
      await screen.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
  });

  it("falls back to 'Registration failed' for a server error without a message", async () => {
    server.use(http.post('*/api/auth/register', () => new HttpResponse(null, { status: 500 })));
    renderRegister();
    await fillValid();
    await submit();
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it('links back to sign-in', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });
});
