import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { callApi } from '@mocks/test/api';
import { WAITLIST_MESSAGES } from './waitlist';

describe('POST /api/waitlist', () => {
  it('is public and adds the entry', async () => {
    const { status, body } = await callApi('post', '/api/waitlist', {
      body: { email: 'Jordan@Example.com', name: 'Jordan', company: 'Lee & Co', consent: true },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      email: 'jordan@example.com',
      name: 'Jordan',
      company: 'Lee & Co',
      consent: true,
    });
    expect(db.waitlistEntries.first((e) => e.email === 'jordan@example.com')).toBeDefined();
  });

  it('409 with a friendly message for an email already listed (any case)', async () => {
    await callApi('post', '/api/waitlist', { body: { email: 'sam@example.com', consent: true } });
    const again = await callApi('post', '/api/waitlist', {
      body: { email: 'SAM@Example.com', consent: true },
    });
    expect([again.status, again.body.error]).toEqual([409, WAITLIST_MESSAGES.alreadyListed]);
  });

  it('400 for an invalid email', async () => {
    const res = await callApi('post', '/api/waitlist', {
      body: { email: 'sam@example', consent: true },
    });
    expect([res.status, res.body.error]).toEqual([400, 'Please enter a valid email address']);
  });
});
