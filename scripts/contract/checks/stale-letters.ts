import type { ApiResponse } from '../http';
import { approve, lettersCycle, submittedRecommendation } from '../letters-world';
import type { Sequence, SequenceCheck } from '../sequences';
import type { Dto, World } from '../world';

/**
 * A letter is released only while its recommendation is approved with the figures it states
 * (openapi.yaml releaseLetters, LetterSummary.outOfDate): after an undone approval, and after an
 * amount cut approved again, the release is refused with its reason and the letter reads out of
 * date until regenerated; a released letter whose recommendation changes stays as released for
 * its employee and reads out of date to the admin. On a throwaway cycle of the employee's own.
 */

export const OUT_OF_DATE_TEXT =
  'This letter no longer matches its approved recommendation; regenerate it before releasing';

const check = (label: string, problem: string | null): SequenceCheck => ({ label, problem });
const said = (response: ApiResponse) => `${response.status} ${response.text.slice(0, 160)}`;

interface Stale {
  w: World;
  cycleId: string;
  participantId: string;
  letterId: string;
}

const recPath = async ({ w, cycleId, participantId }: Stale) =>
  `/api/review-cycles/${cycleId}/participants/${participantId}/recommendations/${
    (await submittedRecommendation(w, cycleId, participantId)).id as string
  }`;

async function undo(s: Stale): Promise<void> {
  await s.w.must('admin', 'patch', `${await recPath(s)}/undo`, { comments: 'Contract suite' });
}

function releaseNow(s: Stale): Promise<ApiResponse> {
  return s.w.send({
    method: 'post',
    path: `/api/review-cycles/${s.cycleId}/letters/release`,
    token: s.w.tokens.admin,
    body: { letterIds: [s.letterId], releaseAt: null },
  });
}

const adminRead = (s: Stale): Promise<Dto> => s.w.data('admin', `/api/letters/${s.letterId}`);

/** The problem with a release of an out-of-date letter, null when it was refused as it should. */
async function refusedRelease(s: Stale): Promise<string | null> {
  const response = await releaseNow(s);
  const row = (response.body as Dto)?.data?.results?.[0];
  const after = await adminRead(s);
  const employee = await s.w.send({
    method: 'get',
    path: `/api/letters/${s.letterId}`,
    token: s.w.tokens.employee,
  });
  if (response.status !== 200 || row?.error !== OUT_OF_DATE_TEXT)
    return `answered ${said(response)}`;
  if (after.status === 'released' || employee.status !== 404)
    return `the letter was released anyway (its employee reads ${employee.status})`;
  if (after.outOfDate !== true) return `the letter reads outOfDate ${String(after.outOfDate)}`;
  return null;
}

async function cutAndApprove(s: Stale): Promise<void> {
  const rec = await submittedRecommendation(s.w, s.cycleId, s.participantId);
  const increase = Math.max(0, Math.round((rec.proposedIncrease - 100) * 100) / 100);
  await s.w.must('admin', 'patch', await recPath(s), {
    proposedIncrease: increase,
    proposedSalary: Math.round((rec.currentSalary + increase) * 100) / 100,
    notes: 'Contract suite: the amount cut after the letter was generated',
  });
  await approve(s.w, s.cycleId, s.participantId);
}

async function regenerateAndRelease(s: Stale): Promise<string | null> {
  await s.w.must('admin', 'post', `/api/review-cycles/${s.cycleId}/letters`, {
    participantIds: [s.participantId],
    effectiveDate: (await adminRead(s)).effectiveDate,
  });
  const current = await adminRead(s);
  if (current.outOfDate !== false)
    return `a regenerated letter reads outOfDate ${String(current.outOfDate)}`;
  const response = await releaseNow(s);
  const row = (response.body as Dto)?.data?.results?.[0];
  return response.status === 200 && row?.error === null && row?.status === 'released'
    ? null
    : `answered ${said(response)}`;
}

async function changedAfterRelease(s: Stale): Promise<string | null> {
  const path = `/api/letters/${s.letterId}`;
  const before = await s.w.send({ method: 'get', path, token: s.w.tokens.employee });
  await undo(s);
  const admin = await adminRead(s);
  const after = await s.w.send({ method: 'get', path, token: s.w.tokens.employee });
  if (admin.status !== 'released' || admin.outOfDate !== true)
    return `the admin reads status ${String(admin.status)}, outOfDate ${String(admin.outOfDate)}`;
  if (after.status !== 200 || (after.body as Dto)?.data?.body !== (before.body as Dto)?.data?.body)
    return `its employee now reads ${said(after)}`;
  return null;
}

export const STALE_LETTER_CHECKS: Record<string, Sequence> = {
  releaseLetters: async (w) => {
    const made = await lettersCycle(w, [w.employeeOf('employee')]);
    const s: Stale = {
      w,
      cycleId: made.cycleId,
      participantId: made.participants[0]!,
      letterId: made.letters[0]!,
    };
    await undo(s);
    const undone = await refusedRelease(s);
    await approve(w, s.cycleId, s.participantId);
    await cutAndApprove(s);
    const cut = await refusedRelease(s);
    const regenerated = await regenerateAndRelease(s);
    const changed = regenerated ? 'the letter was never released' : await changedAfterRelease(s);
    return [
      check('a letter whose approval was undone is not released and reads out of date', undone),
      check('a letter stating more than the approved amount is not released', cut),
      check('a regenerated letter is current and released', regenerated),
      check(
        'a released letter whose recommendation changed reads out of date to the admin, as released to its employee',
        changed,
      ),
    ];
  },
};
