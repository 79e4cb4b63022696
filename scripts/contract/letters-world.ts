import { approveInTurn } from './approve-in-turn';
import { approvalTemplate, managerOnlyReview, secondAdmin } from './checks/approvals';
import { FixtureError, type Dto, type World } from './world';

/**
 * Compensation letters the suite can point at, on a throwaway cycle of its own: the
 * employee, a direct report of the manager and an outsider, each with an approved
 * recommendation (submitted by a second admin, approved in turn: nobody decides on their own
 * submission) and a generated letter. The employee's letter is released, the other two are
 * drafts. Built once per run (World.once), deleted with the cycle at cleanup.
 */
export interface LettersWorld {
  cycleId: string;
  participants: { own: string; report: string; outsider: string };
  letters: { own: string; report: string; outsider: string };
}

const is2xx = (status: number) => status >= 200 && status < 300;

/** The day letters of the suite take effect. */
export const LETTERS_EFFECTIVE_DATE = '2030-01-01';

/** The participant's submitted (not draft) recommendation, as the admin reads it. */
export async function submittedRecommendation(
  w: World,
  cycleId: string,
  participantId: string,
): Promise<Dto> {
  const base = `/api/review-cycles/${cycleId}/participants/${participantId}`;
  const data = await w.data('admin', base);
  const recs: Dto[] = data.recommendations ?? [data.recommendation];
  const rec = recs.find((r) => r?.status && r.status !== 'draft');
  if (!rec) throw new FixtureError(`No submitted recommendation on ${base}`);
  return rec;
}

/** The participant's submitted recommendation approved, every step in turn. */
export async function approve(w: World, cycleId: string, participantId: string): Promise<void> {
  const base = `/api/review-cycles/${cycleId}/participants/${participantId}`;
  const read = () => submittedRecommendation(w, cycleId, participantId);
  // Each step by its approver, or an admin on their behalf (nobody decides two steps).
  const recId = (await read()).id as string;
  await approveInTurn(w, { base, recId, read }, 'Contract suite: for the letters');
}

/** A throwaway cycle of `employeeIds`, each with an approved recommendation and a draft letter. */
export async function lettersCycle(
  w: World,
  employeeIds: string[],
): Promise<{ cycleId: string; participants: string[]; letters: string[] }> {
  const created = await w.must('admin', 'post', '/api/review-cycles', {
    ...w.cycleBody(employeeIds),
    reviewWorkflowTemplateId: await managerOnlyReview(w),
    approvalWorkflowTemplateId: await approvalTemplate(w, [w.users.admin.id]),
  });
  const cycleId = created.data.id as string;
  w.track(`/api/review-cycles/${cycleId}`, 'letters cycle');
  const rows: Dto[] = (await w.must('admin', 'get', `/api/review-cycles/${cycleId}/participants`))
    .data;
  const participants = employeeIds.map((employeeId) => {
    const row = rows.find((p) => p.employeeId === employeeId);
    if (!row) throw new FixtureError(`No participant for ${employeeId} in cycle ${cycleId}`);
    return row.id as string;
  });
  const submitter = await secondAdmin(w);
  for (const [i, participantId] of participants.entries()) {
    const salary = (await w.data('admin', `/api/employees/${employeeIds[i]}`)).currentSalary;
    const current = typeof salary === 'number' && salary > 0 ? salary : 50000;
    const submitted = await w.send({
      method: 'post',
      path: `/api/review-cycles/${cycleId}/participants/${participantId}/stages/${w.managerStageId}/compensation-data`,
      token: submitter,
      body: {
        compensationChanges: [
          { type: w.salaryTypeId, proposedValue: Math.round(current * 103) / 100 },
        ],
        justification: 'Contract suite: a raise for the letters',
        status: 'pending_approval',
      },
    });
    if (!is2xx(submitted.status)) throw new FixtureError('Submit for the letters', submitted);
    await approve(w, cycleId, participantId);
  }
  const generated = await w.must('admin', 'post', `/api/review-cycles/${cycleId}/letters`, {
    effectiveDate: LETTERS_EFFECTIVE_DATE,
  });
  const letters = participants.map((participantId) => {
    const result = (generated.data.results as Dto[]).find((r) => r.participantId === participantId);
    if (!result?.generated) throw new FixtureError(`No letter generated for ${participantId}`);
    return result.letterId as string;
  });
  return { cycleId, participants, letters };
}

async function build(w: World): Promise<LettersWorld> {
  const made = await lettersCycle(w, [w.employeeOf('employee'), w.reportId, w.outsiderId]);
  const [ownP, reportP, outsiderP] = made.participants as [string, string, string];
  const [own, report, outsider] = made.letters as [string, string, string];
  await w.must('admin', 'post', `/api/review-cycles/${made.cycleId}/letters/release`, {
    letterIds: [own],
    releaseAt: null,
  });
  return {
    cycleId: made.cycleId,
    participants: { own: ownP, report: reportP, outsider: outsiderP },
    letters: { own, report, outsider },
  };
}

/** The suite's letters (built on first use). */
export function lettersWorld(w: World): Promise<LettersWorld> {
  return w.once('letters-world', () => build(w));
}
