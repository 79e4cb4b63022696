import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { renderRoute } from '@/test/render-route';
import WaitlistRoute from './WaitlistRoute';

const ui = userEvent.setup({ delay: null });

const submit = () => ui.click(screen.getByRole('button', { name: 'Join the waitlist' }));
const email = () => screen.getByRole('textbox', { name: /work email/i });

describe('WaitlistRoute', { timeout: 20_000 }, () => {
  it('requires an email, showing the error only after submit', async () => {
    renderRoute(<WaitlistRoute />);
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  // Marketing consent is optional: joining means one launch email.
  it('joins without marketing consent, which is recorded as not given', async () => {
    renderRoute(<WaitlistRoute />);
    expect(screen.getByRole('checkbox', { name: /product news \(optional\)/ })).not.toBeChecked();
    await ui.type(email(), 'no-news@example.com');
    await submit();
    expect(await screen.findByRole('heading', { name: "You're on the list" })).toBeInTheDocument();
    expect(db.waitlistEntries.first((e) => e.email === 'no-news@example.com')?.consent).toBe(false);
  });

  it('rejects an invalid email', async () => {
    renderRoute(<WaitlistRoute />);
    await ui.type(email(), 'not an email');
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('joins with name and company and shows the confirmation', async () => {
    renderRoute(<WaitlistRoute />);
    await ui.type(email(), 'jordan@example.com');
    await ui.type(screen.getByRole('textbox', { name: 'Name' }), 'Jordan Lee');
    await ui.type(screen.getByRole('textbox', { name: 'Company' }), 'Lee & Co');
    await ui.click(screen.getByRole('checkbox'));
    await submit();
    expect(await screen.findByRole('heading', { name: "You're on the list" })).toBeInTheDocument();
    expect(
      screen.getByText(/Thanks, Jordan Lee! We'll email jordan@example.com/),
    ).toBeInTheDocument();
  });

  it('answers kindly when the email is already on the list and keeps the form values', async () => {
    renderRoute(<WaitlistRoute />);
    await ui.type(email(), 'twice@example.com');
    await ui.click(screen.getByRole('checkbox'));
    await submit();
    await screen.findByRole('heading', { name: "You're on the list" });

    renderRoute(<WaitlistRoute />);
    const again = screen.getAllByRole('textbox', { name: /work email/i }).at(-1)!;
    await ui.type(again, 'TWICE@example.com');
    await ui.click(screen.getAllByRole('checkbox').at(-1)!);
    await ui.click(screen.getAllByRole('button', { name: 'Join the waitlist' }).at(-1)!);
    expect(
      await screen.findByText(
        "You're already on the list. We'll email you as soon as Meritly opens.",
      ),
    ).toBeInTheDocument();
    expect(again).toHaveValue('TWICE@example.com');
  });

  it('shows the server message of another failure', async () => {
    server.use(
      http.post('*/api/waitlist', () =>
        HttpResponse.json({ error: 'Too many requests' }, { status: 429 }),
      ),
    );
    renderRoute(<WaitlistRoute />);
    await ui.type(email(), 'a@example.com');
    await ui.click(screen.getByRole('checkbox'));
    await submit();
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
  });
});
