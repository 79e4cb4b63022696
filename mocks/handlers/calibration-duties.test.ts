import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import { db } from '@mocks/db';
import { DEMO_ADMIN } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

type Calibration = components['schemas']['Calibration'];

// The contract's text (openapi.yaml, moveCalibrationParticipant, as editRecommendation).
const CHANGE_ABOUT_SELF = 'You cannot change a recommendation about yourself';

const currentCycle = () =>
  db.reviewCycles.all().find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!;

const path = (tail = '') => `/api/review-cycles/${currentCycle().id}/calibration${tail}`;

describe('calibration: nobody moves themselves', () => {
  it('refuses an admin moving their own participant record, and changes nothing', async () => {
    const token = await loginAs('admin');
    const read = async () => (await callApi('get', path(), { token })).body.data as Calibration;
    const before = await read();
    const own = before.participants.find((p) => p.employeeId === DEMO_ADMIN.employeeId)!;
    expect(own).toBeDefined();
    const rating = own.rating === 5 ? 4 : 5;
    const { status, body } = await callApi('post', path('/moves'), {
      token,
      body: { participantId: own.participantId, rating, reason: 'A raise for me' },
    });
    expect(status).toBe(403);
    expect(body.error).toBe(CHANGE_ABOUT_SELF);
    const after = await read();
    expect(after.participants.find((p) => p.participantId === own.participantId)).toEqual(own);
    expect(after.history).toEqual(before.history);
  });

  it('refuses it before the fields: a rating off the scale is still the 403', async () => {
    const token = await loginAs('admin');
    const view = (await callApi('get', path(), { token })).body.data as Calibration;
    const own = view.participants.find((p) => p.employeeId === DEMO_ADMIN.employeeId)!;
    const { status, body } = await callApi('post', path('/moves'), {
      token,
      body: { participantId: own.participantId, rating: 99, reason: '' },
    });
    expect(status).toBe(403);
    expect(body.error).toBe(CHANGE_ABOUT_SELF);
  });

  it('still moves anyone else', async () => {
    const token = await loginAs('admin');
    const view = (await callApi('get', path(), { token })).body.data as Calibration;
    const other = view.participants.find(
      (p) => p.employeeId !== DEMO_ADMIN.employeeId && p.rating === 3,
    )!;
    const { status } = await callApi('post', path('/moves'), {
      token,
      body: { participantId: other.participantId, rating: 4, reason: 'Carried the migration' },
    });
    expect(status).toBe(200);
  });
});
