import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { acmeEmployeeNamed, pendingApprovalOf } from '@mocks/test/demo-people';

// The demo's Priya Raman heads engineering; Felix Ibrahim (People Operations) is not her report,
// yet the chain of his recommendation names her at step 2 of 2, after Morgan Lee approved step 1.
const userOf = (employeeId: string) => db.users.first((u) => u.employeeId === employeeId)!;

function felix() {
  const employee = acmeEmployeeNamed('Felix', 'Ibrahim');
  const { participant, rec } = pendingApprovalOf(employee.id);
  const base = `/api/review-cycles/${participant.cycleId}/participants/${participant.id}`;
  return { employee, participant, rec, base };
}

const priyaToken = () => loginAs(userOf(acmeEmployeeNamed('Priya', 'Raman').id).email);

describe('an approver who is neither the manager nor an admin', () => {
  it('finds the step in their queue, in the cycle’s participants and opens it with what the decision needs', async () => {
    const { participant, rec, base } = felix();
    expect(participant.managerId).not.toBe(acmeEmployeeNamed('Priya', 'Raman').id);
    const token = await priyaToken();
    const queue = await callApi('get', '/api/review-cycles/pending-approvals', { token });
    expect(queue.body.data.map((a: { employeeName: string }) => a.employeeName)).toContain(
      'Felix Ibrahim',
    );
    const rows = await callApi(
      'get',
      `/api/review-cycles/${participant.cycleId}/participants?limit=500`,
      {
        token,
      },
    );
    const row = rows.body.data.find((r: { id: string }) => r.id === participant.id);
    expect(row).toMatchObject({
      currentSalary: rec.currentSalary,
      recommendedRaise: rec.proposedIncrease,
    });
    const read = await callApi('get', base, { token });
    expect(read.status).toBe(200);
    const dto = read.body.data;
    expect(dto.currentSalary).toBe(rec.currentSalary);
    expect(dto.recommendations[0]).toMatchObject({
      proposedIncrease: rec.proposedIncrease,
      notes: rec.notes,
    });
    expect(dto.recommendations[0].history.length).toBeGreaterThan(0);
    const budget = await callApi('get', `/api/review-cycles/${participant.cycleId}/budget`, {
      token,
    });
    expect(budget.status).toBe(200);
    expect(budget.body.data.teams.map((t: { teamName: string }) => t.teamName)).toContain(
      'People Operations',
    );
    expect(budget.body.data.total).toBeUndefined();
  });

  it('does not read the review stages nor the person’s pay outside the cycle', async () => {
    const { employee, base } = felix();
    const token = await priyaToken();
    const stage = db.reviewStages.first(
      (s) => s.organizationId === employee.organizationId && s.type === 'manager_review',
    )!;
    const compensation = await callApi('get', `${base}/stages/${stage.id}/compensation-data`, {
      token,
    });
    expect(compensation.status).toBe(404);
    const profile = await callApi('get', `/api/employees/${employee.id}`, { token });
    expect(profile.body.data?.currentSalary).toBeUndefined();
  });

  it('approves with the version read; a stale version gets 412 with the current figures', async () => {
    const { rec, base } = felix();
    const token = await priyaToken();
    const read = (await callApi('get', base, { token })).body.data.recommendations[0];
    const admin = await loginAs('admin');
    const edited = await callApi('patch', `${base}/recommendations/${rec.id}`, {
      token: admin,
      headers: { 'If-Match': `"${read.version}"` },
      body: {
        proposedIncrease: 9000,
        proposedSalary: rec.currentSalary + 9000,
        notes: 'Matched the market for the role.',
      },
    });
    expect(edited.body).toMatchObject({ data: { proposedIncrease: 9000 } });
    const stale = await callApi('patch', `${base}/recommendations/${rec.id}/approve`, {
      token,
      headers: { 'If-Match': `"${read.version}"` },
      body: {},
    });
    expect(stale.status).toBe(412);
    expect(stale.body.error).toBe('This record was changed by someone else');
    expect(stale.body.message).toContain('increase $9,000.00');
    // Priya's step stays undecided; Morgan Lee's counts as decided by their submission.
    const priyaStep = db.approvalSteps
      .lookup('recommendationId', rec.id)
      .find((s) => s.approverEmployeeId === acmeEmployeeNamed('Priya', 'Raman').id)!;
    expect(priyaStep.decision).toBeNull();
    const now = (await callApi('get', base, { token })).body.data.recommendations[0];
    const fresh = await callApi('patch', `${base}/recommendations/${rec.id}/approve`, {
      token,
      headers: { 'If-Match': `"${now.version}"` },
      body: {},
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.status).toBe('approved');
  });

  it('a reject with a stale version changes nothing', async () => {
    const { rec, base } = felix();
    const token = await priyaToken();
    const stale = await callApi('patch', `${base}/recommendations/${rec.id}/reject`, {
      token,
      headers: { 'If-Match': '"not-the-version"' },
      body: { reason: 'budget', comments: 'Over the pool.' },
    });
    expect(stale.status).toBe(412);
    expect(db.recommendations.find(rec.id)?.status).toBe('pending_approval');
  });

  it('someone the chain does not name cannot open the participant (404)', async () => {
    const { base } = felix();
    const response = await callApi('get', base, { token: await loginAs('manager') });
    expect(response.status).toBe(404);
  });
});
