import { beforeEach, describe, expect, it } from 'vitest';
import { WORKFLOW_MESSAGES } from '@/lib/workflows';
import { db } from '@mocks/db';
import {
  ACME_ORG_ID,
  DEMO_ADMIN,
  DEMO_EMPLOYEE,
  DEMO_MANAGER,
  GLOBEX_ADMIN,
  GLOBEX_ORG_ID,
} from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { TEST_NOW } from '@mocks/test/constants';
import { loginAs } from '@mocks/test/login';
import { WORKFLOW_ERRORS } from './workflows';

const BASE = '/api/workflows/workflow-templates';
let admin: string;

beforeEach(async () => {
  admin = await loginAs('admin');
});

const stage = (name: string, org = ACME_ORG_ID) =>
  db.reviewStages.first((s) => s.organizationId === org && s.name === name)!;
const template = (name: string) =>
  db.workflowTemplates.first((t) => t.organizationId === ACME_ORG_ID && t.name === name)!;
const approvalStep = (assigneeId: string) => ({
  stepType: 'approval',
  assigneeType: 'user',
  assigneeId,
  order: 1,
});
const create = (body: unknown, token = admin) => callApi('post', BASE, { token, body });

describe('GET /api/workflows/workflow-templates', () => {
  it("lists the organization's templates with ordered steps, last updated first", async () => {
    db.workflowTemplates.update(template('Compensation Approval').id, {
      updatedAt: TEST_NOW.toISOString(),
    });
    const res = await callApi('get', `${BASE}?organizationId=${GLOBEX_ORG_ID}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.map((t: { name: string }) => t.name)).toEqual([
      'Compensation Approval',
      'Standard Review',
    ]);
    const review = res.body.data[1];
    expect(review.steps.map((s: { name: string; order: number }) => [s.order, s.name])).toEqual([
      [1, 'Self Review'],
      [2, 'Manager Review'],
    ]);
  });

  it('filters by type', async () => {
    const res = await callApi('get', `${BASE}?type=approvalChain`, { token: admin });
    expect(res.body.data.map((t: { type: string }) => t.type)).toEqual(['approvalChain']);
  });

  it.each([
    ['manager', 403],
    ['employee', 403],
  ])('%s → %i', async (role, status) => {
    const token = await loginAs(role);
    expect((await callApi('get', BASE, { token })).status).toBe(status);
    expect(
      (await callApi('get', `${BASE}/${template('Standard Review').id}`, { token })).status,
    ).toBe(status);
  });

  it('no token → 401', async () => {
    expect((await callApi('get', BASE)).status).toBe(401);
  });
});

describe('POST /api/workflows/workflow-templates', () => {
  it('creates an approval chain of users in the order sent, named after the assignees, status active', async () => {
    const res = await create({
      name: 'Three approvers',
      description: 'Manager, employee, admin',
      type: 'approvalChain',
      status: 'draft',
      organizationId: GLOBEX_ORG_ID,
      steps: [
        { ...approvalStep(DEMO_MANAGER.userId), order: 3 },
        { ...approvalStep(DEMO_EMPLOYEE.userId), order: 1 },
        { ...approvalStep(DEMO_ADMIN.userId), name: 'People Ops sign-off', order: 2 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Three approvers',
      status: 'active',
      organizationId: ACME_ORG_ID,
    });
    expect(
      res.body.data.steps.map((s: { order: number; assigneeId: string; name: string }) => [
        s.order,
        s.assigneeId,
        s.name,
      ]),
    ).toEqual([
      [1, DEMO_MANAGER.userId, 'Jordan Patel'],
      [2, DEMO_EMPLOYEE.userId, 'Riley Chen'],
      [3, DEMO_ADMIN.userId, 'People Ops sign-off'],
    ]);
  });

  it('names review-cycle steps after their stage and sets the step kind from the workflow type', async () => {
    const res = await create({
      name: 'Managers only',
      type: 'reviewCycle',
      steps: [
        {
          name: 'whatever',
          stepType: 'approval',
          assigneeType: 'user',
          assigneeId: stage('Manager Review').id,
          order: 1,
        },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.steps[0]).toMatchObject({
      name: 'Manager Review',
      stepType: 'review',
      assigneeType: 'reviewStage',
      assigneeId: stage('Manager Review').id,
    });
  });

  it.each([
    [
      'a step without an assignee',
      { type: 'approvalChain', steps: [{ stepType: 'approval', assigneeType: 'user', order: 1 }] },
      WORKFLOW_MESSAGES.assigneeRequired,
    ],
    [
      'a step with an empty assignee',
      { type: 'approvalChain', steps: [approvalStep('')] },
      WORKFLOW_MESSAGES.assigneeRequired,
    ],
    [
      'a user of another organization',
      { type: 'approvalChain', steps: [approvalStep(GLOBEX_ADMIN.userId)] },
      WORKFLOW_ERRORS.userAssignee,
    ],
    [
      'a stage id in an approval chain',
      { type: 'approvalChain', steps: [approvalStep('stage_x')] },
      WORKFLOW_ERRORS.userAssignee,
    ],
    [
      'a user id in a review cycle',
      { type: 'reviewCycle', steps: [approvalStep(DEMO_ADMIN.userId)] },
      WORKFLOW_ERRORS.stageAssignee,
    ],
  ])('refuses %s', async (_what, partial, message) => {
    const res = await create({ name: 'Bad', ...partial });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it("refuses another organization's stage", async () => {
    const res = await create({
      name: 'Bad',
      type: 'reviewCycle',
      steps: [
        {
          stepType: 'review',
          assigneeType: 'reviewStage',
          assigneeId: stage('Self Review', GLOBEX_ORG_ID).id,
          order: 1,
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(WORKFLOW_ERRORS.stageAssignee);
  });

  it('refuses a template without steps, and stores nothing', async () => {
    const before = db.workflowTemplates.count();
    const res = await create({ name: 'Empty', type: 'reviewCycle', steps: [] });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('A workflow needs at least one step.');
    expect(res.body.details).toContainEqual({
      field: 'steps',
      message: 'A workflow needs at least one step.',
    });
    expect(db.workflowTemplates.count()).toBe(before);
  });

  it('refuses one review stage in two steps, naming the later step', async () => {
    const reviewStep = (assigneeId: string, order: number) => ({
      stepType: 'review',
      assigneeType: 'reviewStage',
      assigneeId,
      order,
    });
    const self = stage('Self Review').id;
    const before = db.workflowTemplates.count();
    const res = await create({
      name: 'Twice',
      type: 'reviewCycle',
      steps: [reviewStep(self, 1), reviewStep(stage('Manager Review').id, 2), reviewStep(self, 3)],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This review stage is already used by another step.');
    expect(res.body.details).toEqual([
      {
        field: 'steps[2].assigneeId',
        message: 'This review stage is already used by another step.',
      },
    ]);
    expect(db.workflowTemplates.count()).toBe(before);
  });

  it('refuses an update that removes every step or repeats a stage, and keeps the steps', async () => {
    const standard = template('Standard Review');
    const steps = db.workflowStepTemplates.where((s) => s.templateId === standard.id);
    for (const bad of [[], [...steps, steps[0]!]]) {
      const res = await callApi('put', `${BASE}/${standard.id}`, {
        token: admin,
        body: {
          name: standard.name,
          type: 'reviewCycle',
          steps: bad.map((s, i) => ({
            stepType: 'review',
            assigneeType: 'reviewStage',
            assigneeId: s.assigneeId,
            order: i + 1,
          })),
        },
      });
      expect(res.status).toBe(400);
    }
    expect(db.workflowStepTemplates.where((s) => s.templateId === standard.id)).toEqual(steps);
  });

  it.each([
    [{ name: '', type: 'reviewCycle', steps: [] }, WORKFLOW_MESSAGES.nameRequired],
    [
      { name: '  ', type: 'approvalChain', steps: [approvalStep(DEMO_ADMIN.userId)] },
      WORKFLOW_MESSAGES.nameRequired,
    ],
    [{ type: 'reviewCycle', steps: [] }, WORKFLOW_MESSAGES.nameRequired],
    [{ name: 'No type', steps: [] }, WORKFLOW_MESSAGES.typeRequired],
  ])('refuses %j with %s', async (body, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it.each([
    ['manager', 403],
    ['employee', 403],
  ])('%s → %i', async (role, status) => {
    const token = await loginAs(role);
    expect((await create({ name: 'X', type: 'reviewCycle', steps: [] }, token)).status).toBe(
      status,
    );
  });
});

describe('PUT /api/workflows/workflow-templates/{id}', () => {
  it('replaces the steps (kept ids stay), keeps the stored status', async () => {
    const approval = template('Compensation Approval');
    db.workflowTemplates.update(approval.id, { status: 'inactive' });
    const before = db.workflowStepTemplates
      .lookup('templateId', approval.id)
      .sort((a, b) => a.order - b.order);
    const res = await callApi('put', `${BASE}/${approval.id}`, {
      token: admin,
      body: {
        name: 'Compensation Approval',
        type: 'approvalChain',
        status: 'active',
        steps: [
          { ...approvalStep(before[1].assigneeId!), id: before[1].id, name: before[1].name },
          approvalStep(DEMO_MANAGER.userId),
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('inactive');
    expect(res.body.data.steps).toHaveLength(2);
    expect(res.body.data.steps[0]).toMatchObject({ id: before[1].id, order: 1 });
    expect(res.body.data.steps[1]).toMatchObject({ assigneeId: DEMO_MANAGER.userId, order: 2 });
    expect(db.workflowStepTemplates.find(before[0].id)).toBeUndefined();
  });

  it("answers 404 for another organization's template", async () => {
    const globex = await loginAs(GLOBEX_ADMIN.email);
    const res = await callApi('put', `${BASE}/${template('Standard Review').id}`, {
      token: globex,
      body: { name: 'X', type: 'approvalChain', steps: [approvalStep(GLOBEX_ADMIN.userId)] },
    });
    expect(res.status).toBe(404);
  });

  it('manager → 403', async () => {
    const token = await loginAs('manager');
    const res = await callApi('put', `${BASE}/${template('Standard Review').id}`, {
      token,
      body: { name: 'X', type: 'reviewCycle', steps: [] },
    });
    expect(res.status).toBe(403);
  });
});

describe('DELETE /api/workflows/workflow-templates/{id}', () => {
  it('deletes an unused template and its steps', async () => {
    const created = await create({
      name: 'Spare',
      type: 'approvalChain',
      steps: [approvalStep(DEMO_ADMIN.userId)],
    });
    const id = created.body.data.id;
    const res = await callApi('delete', `${BASE}/${id}`, { token: admin });
    expect(res.status).toBe(204);
    expect(db.workflowTemplates.find(id)).toBeUndefined();
    expect(db.workflowStepTemplates.lookup('templateId', id)).toEqual([]);
  });

  it('refuses with 409 while a review cycle uses it, and keeps it', async () => {
    const approval = template('Compensation Approval');
    const res = await callApi('delete', `${BASE}/${approval.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/^Workflow template is used by a review cycle \(.+\)$/);
    expect(db.workflowTemplates.find(approval.id)).toBeDefined();
  });

  it("answers 404 for another organization's template", async () => {
    const globex = await loginAs(GLOBEX_ADMIN.email);
    expect(
      (await callApi('delete', `${BASE}/${template('Standard Review').id}`, { token: globex }))
        .status,
    ).toBe(404);
  });

  it.each([
    ['manager', 403],
    ['employee', 403],
    ['none', 401],
  ])('%s → %i', async (role, status) => {
    const token = role === 'none' ? '' : await loginAs(role);
    expect(
      (await callApi('delete', `${BASE}/${template('Standard Review').id}`, { token })).status,
    ).toBe(status);
  });
});
