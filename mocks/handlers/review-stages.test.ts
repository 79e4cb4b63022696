import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_STAGE_SETTINGS, REVIEW_STAGE_MESSAGES } from '@/lib/review-stages';
import { db } from '@mocks/db';
import { ACME_ORG_ID, GLOBEX_ADMIN, GLOBEX_ORG_ID } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { TEST_NOW } from '@mocks/test/constants';
import { loginAs } from '@mocks/test/login';
import { REVIEW_STAGE_ERRORS } from './review-stages';

let admin: string;

beforeEach(async () => {
  admin = await loginAs('admin');
});

const acmeStage = (name: string) =>
  db.reviewStages.first((s) => s.organizationId === ACME_ORG_ID && s.name === name)!;
const acmeMetrics = () =>
  db.performanceMetrics.lookup('organizationId', ACME_ORG_ID).sort((a, b) => a.order - b.order);
const create = (body: unknown, token = admin) =>
  callApi('post', '/api/review-stages', { token, body });

describe('GET /api/review-stages', () => {
  it("lists the caller's organization's stages, last updated first, with metric names", async () => {
    const res = await callApi('get', `/api/review-stages?organizationId=${GLOBEX_ORG_ID}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    const names = res.body.data.map((s: { name: string }) => s.name);
    expect(names).toEqual(['Manager Review', 'Self Review']);
    expect(
      res.body.data.every((s: { organizationId: string }) => s.organizationId === ACME_ORG_ID),
    ).toBe(true);
    const manager = res.body.data[0];
    expect(manager.settings.selectedMetrics[0]).toMatchObject({ order: 1, name: 'Overall Rating' });
  });

  it.each([
    ['admin', 200],
    ['manager', 200],
    ['employee', 200],
  ])('%s → %i', async (role, status) => {
    const token = await loginAs(role);
    expect((await callApi('get', '/api/review-stages', { token })).status).toBe(status);
  });

  it('no token → 401', async () => {
    expect((await callApi('get', '/api/review-stages')).status).toBe(401);
  });
});

describe('POST /api/review-stages', () => {
  it('creates a stage in the caller organization with the default settings filled in', async () => {
    const res = await create({
      name: '  Calibration  ',
      type: 'manager_review',
      organizationId: GLOBEX_ORG_ID,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Calibration',
      type: 'manager_review',
      description: '',
      order: 0,
      organizationId: ACME_ORG_ID,
      createdAt: TEST_NOW.toISOString(),
      settings: DEFAULT_STAGE_SETTINGS,
    });
    expect(db.reviewStages.find(res.body.data.id)?.organizationId).toBe(ACME_ORG_ID);
  });

  it('fills missing fields inside partial settings', async () => {
    const res = await create({
      name: 'Peers',
      type: 'peer_review',
      settings: { minPeers: 3, ratingCategories: { problemSolving: true } },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.settings).toMatchObject({
      minPeers: 3,
      maxPeers: 5,
      peerSelectionMethod: 'team_based',
      ratingCategories: {
        collaboration: true,
        communication: true,
        problemSolving: true,
        contribution: true,
      },
      feedbackSections: { detailedFeedback: true, strengths: true, areasForImprovement: true },
    });
  });

  it('keeps the selected metrics in the order given, drops duplicates and renumbers from 1', async () => {
    const [a, b, c] = acmeMetrics();
    const res = await create({
      name: 'Ordered',
      type: 'manager_review',
      settings: {
        selectedMetrics: [
          { id: c.id, order: 7 },
          { id: a.id, order: 9 },
          { id: b.id, order: 8 },
          { id: c.id, order: 10 },
        ],
        enableCompensationRecommendations: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.settings.selectedMetrics).toEqual([
      { id: c.id, order: 1, name: c.name },
      { id: b.id, order: 2, name: b.name },
      { id: a.id, order: 3, name: a.name },
    ]);
    expect(res.body.data.settings.enableCompensationRecommendations).toBe(true);
  });

  it.each([
    [
      'an inactive metric',
      () => {
        const metric = acmeMetrics()[0];
        db.performanceMetrics.update(metric.id, { isActive: false });
        return metric.id;
      },
    ],
    [
      "another organization's metric",
      () => db.performanceMetrics.lookup('organizationId', GLOBEX_ORG_ID)[0].id,
    ],
    ['an unknown metric', () => 'metric_missing'],
  ])('refuses %s with 400', async (_what, metricId) => {
    const res = await create({
      name: 'Bad metric',
      type: 'self_review',
      settings: { selectedMetrics: [{ id: metricId(), order: 1 }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(REVIEW_STAGE_ERRORS.inactiveMetric);
  });

  it.each([
    [{ name: '', type: 'self_review' }, REVIEW_STAGE_MESSAGES.nameRequired],
    [{ name: '   ', type: 'self_review' }, REVIEW_STAGE_MESSAGES.nameRequired],
    [{ type: 'self_review' }, REVIEW_STAGE_MESSAGES.nameRequired],
    [{ name: 'No type' }, REVIEW_STAGE_MESSAGES.typeRequired],
    [
      { name: 'P', type: 'peer_review', settings: { minPeers: 0 } },
      REVIEW_STAGE_MESSAGES.minPeersRange,
    ],
    [
      { name: 'P', type: 'peer_review', settings: { minPeers: 6 } },
      REVIEW_STAGE_MESSAGES.minPeersRange,
    ],
    [
      { name: 'P', type: 'peer_review', settings: { maxPeers: 9 } },
      REVIEW_STAGE_MESSAGES.maxPeersRange,
    ],
    [
      { name: 'P', type: 'peer_review', settings: { minPeers: 4, maxPeers: 3 } },
      REVIEW_STAGE_MESSAGES.maxBelowMin,
    ],
    [
      { name: 'P', type: 'peer_review', settings: { peerSelectionMethod: '' } },
      REVIEW_STAGE_MESSAGES.selectionMethodRequired,
    ],
  ])('refuses %j with %s', async (body, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('applies the peer rule min ≤ max only to peer_review stages', async () => {
    const res = await create({
      name: 'Self',
      type: 'self_review',
      settings: { minPeers: 4, maxPeers: 3 },
    });
    expect(res.status).toBe(201);
  });

  it.each([
    ['manager', 403],
    ['employee', 403],
  ])('%s → %i', async (role, status) => {
    const token = await loginAs(role);
    expect((await create({ name: 'X', type: 'self_review' }, token)).status).toBe(status);
  });

  it('no token → 401', async () => {
    expect(
      (await callApi('post', '/api/review-stages', { body: { name: 'X', type: 'self_review' } }))
        .status,
    ).toBe(401);
  });
});

describe('PUT /api/review-stages/{id}', () => {
  it('replaces the stage and stamps updatedAt', async () => {
    const stage = acmeStage('Self Review');
    const res = await callApi('put', `/api/review-stages/${stage.id}`, {
      token: admin,
      body: {
        name: 'Self Reflection',
        type: 'self_review',
        order: 1,
        settings: { selectedMetrics: [] },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: stage.id,
      name: 'Self Reflection',
      updatedAt: TEST_NOW.toISOString(),
    });
    expect(db.reviewStages.find(stage.id)?.settings.selectedMetrics).toEqual([]);
  });

  it("answers 404 for another organization's stage", async () => {
    const globex = await loginAs(GLOBEX_ADMIN.email);
    const res = await callApi('put', `/api/review-stages/${acmeStage('Self Review').id}`, {
      token: globex,
      body: { name: 'Hijack', type: 'self_review' },
    });
    expect(res.status).toBe(404);
    expect(acmeStage('Self Review')).toBeDefined();
  });

  it.each([
    ['manager', 403],
    ['employee', 403],
  ])('%s → %i', async (role, status) => {
    const token = await loginAs(role);
    const res = await callApi('put', `/api/review-stages/${acmeStage('Self Review').id}`, {
      token,
      body: { name: 'X', type: 'self_review' },
    });
    expect(res.status).toBe(status);
  });
});

describe('DELETE /api/review-stages/{id}', () => {
  it('deletes a stage nothing uses', async () => {
    const created = await create({ name: 'Spare', type: 'self_review' });
    const res = await callApi('delete', `/api/review-stages/${created.body.data.id}`, {
      token: admin,
    });
    expect(res.status).toBe(204);
    expect(db.reviewStages.find(created.body.data.id)).toBeUndefined();
  });

  it('refuses with 409 while a workflow template step uses the stage', async () => {
    const stage = acmeStage('Manager Review');
    const res = await callApi('delete', `/api/review-stages/${stage.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(REVIEW_STAGE_ERRORS.usedByTemplate(['Standard Review']));
    expect(db.reviewStages.find(stage.id)).toBeDefined();
  });

  it('refuses with 409 while a cycle in progress uses the stage, even with no template left', async () => {
    const stage = acmeStage('Manager Review');
    db.workflowStepTemplates.removeWhere((s) => s.assigneeId === stage.id);
    const res = await callApi('delete', `/api/review-stages/${stage.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/^Stage is used by a review cycle in progress \(.+\)$/);
    expect(db.reviewStages.find(stage.id)).toBeDefined();
  });

  it("answers 404 for another organization's stage", async () => {
    const globex = await loginAs(GLOBEX_ADMIN.email);
    const res = await callApi('delete', `/api/review-stages/${acmeStage('Self Review').id}`, {
      token: globex,
    });
    expect(res.status).toBe(404);
  });

  it.each([
    ['manager', 403],
    ['employee', 403],
  ])('%s → %i', async (role, status) => {
    const token = await loginAs(role);
    const res = await callApi('delete', `/api/review-stages/${acmeStage('Self Review').id}`, {
      token,
    });
    expect(res.status).toBe(status);
  });

  it('no token → 401', async () => {
    expect(
      (await callApi('delete', `/api/review-stages/${acmeStage('Self Review').id}`)).status,
    ).toBe(401);
  });
});
