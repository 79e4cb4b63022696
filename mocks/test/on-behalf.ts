import { db } from '@mocks/db';
import { issueSession } from '@mocks/http/auth-context';
import { callApi } from './api';

/** An admin's override to decide a step assigned to another approver, as the contract asks it. */
export const ON_BEHALF = {
  onBehalf: true,
  onBehalfJustification: 'The approver is on leave this week',
} as const;

/**
 * Approves every undecided step of a recommendation (`url`: its path) in order, each by its own
 * approver signed in (nobody decides two steps of one chain); `admin` decides on behalf (with the
 * override) only a step whose approver has no active account. Returns the last answer.
 */
export async function approveEveryStep(
  url: string,
  recommendationId: string,
  admin: string,
): Promise<{ status: number; body: unknown }> {
  let last: { status: number; body: unknown } = { status: 0, body: null };
  const steps = db.approvalSteps
    .lookup('recommendationId', recommendationId)
    .sort((a, b) => a.order - b.order);
  for (const step of steps) {
    if (db.approvalSteps.find(step.id)?.decision !== null) continue;
    const user = db.users.first((u) => u.employeeId === step.approverEmployeeId && u.isActive);
    const token = user ? issueSession(user).token : admin;
    last = await callApi('patch', `${url}/approve`, {
      token,
      body: user ? {} : ON_BEHALF,
    });
    if (last.status !== 200) return last;
  }
  return last;
}
