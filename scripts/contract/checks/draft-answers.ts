import type { Sequence, SequenceCheck } from '../sequences';
import type { Dto, World } from '../world';

/**
 * A draft is its writer's: while the employee's self review is a draft, the manager
 * reads none of its answers, neither from the stage (empty data) nor from the participant
 * (performanceEntries); the employee reads their own draft back.
 */

const MARKER = 'Contract suite draft answer, for the employee only until submitted.';

/** A text answer the self stage accepts (its first text metric, within its length rules). */
async function draftEntry(w: World, participant: { employeeId: string; cycleId: string }) {
  const stages = (await w.data('admin', '/api/review-stages')) as Dto[];
  const self = stages.find((s) => s.id === w.selfStageId);
  const ids = ((self?.settings?.selectedMetrics ?? []) as Dto[]).map((m) => String(m.id));
  if (ids.length === 0) return null;
  const metrics = (await w.data('admin', '/api/performance-metrics', {
    ids: ids.join(','),
  })) as Dto[];
  const text = metrics.find((m) => m.scaleType === 'text' || m.scaleType === 'textarea');
  if (!text) return null;
  const max = Number(text.validationRules?.maxLength ?? MARKER.length);
  const min = Number(text.validationRules?.minLength ?? 0);
  const value = MARKER.padEnd(min, '.').slice(0, Math.max(min, Math.min(max, MARKER.length)));
  return {
    metricId: String(text.id),
    value,
    employeeId: participant.employeeId,
    reviewCycleId: participant.cycleId,
  };
}

const draftStaysTheWriters: Sequence = async (w) => {
  const cycle = await w.stageCycle();
  const base = `/api/review-cycles/${cycle.cycleId}/participants/${cycle.own}`;
  const stage = `${base}/stages/${w.selfStageId}/metric-responses`;
  const participant = (await w.data('admin', base)) as Dto;
  const entry = await draftEntry(w, {
    employeeId: String(participant.employeeId),
    cycleId: cycle.cycleId,
  });
  if (!entry)
    return [{ label: 'a self stage with a text metric', problem: 'fixture failed: none found' }];
  await w.must('employee', 'post', stage, { entries: [entry], status: 'draft' });
  const mine = await w.send({ method: 'get', path: stage, token: w.tokens.employee });
  const answers = await w.send({ method: 'get', path: stage, token: w.tokens.manager });
  const detail = await w.send({ method: 'get', path: base, token: w.tokens.manager });
  const checks: SequenceCheck[] = [
    {
      label: 'the employee reads their own draft self review',
      problem: mine.text.includes(entry.value)
        ? null
        : `fixture failed: the employee's draft did not read back (${mine.status})`,
    },
    {
      label: "the manager reads no answer of the employee's draft self review",
      problem:
        answers.status !== 200
          ? `answered ${answers.status}, not 200 with empty data`
          : answers.text.includes(entry.value)
            ? 'the draft answer was sent to the manager'
            : null,
    },
    {
      label: 'the participant as the manager reads it carries no answer of the draft self review',
      problem: detail.text.includes(entry.value)
        ? 'performanceEntries carry the draft answer'
        : null,
    },
  ];
  return checks;
};

export const DRAFT_ANSWER_CHECKS: Record<string, Sequence> = {
  listMetricResponses: draftStaysTheWriters,
};
