import type { Sequence } from '../sequences';
import { FixtureError, type Dto } from '../world';
import { aboutAdmin } from './approvals';

/** The contract's text (openapi.yaml, saveMetricResponses). */
const OWN_MANAGER_REVIEW = 'You cannot write your own manager review';

/**
 * Nobody writes the manager review about themselves, admins included: its ratings set their own
 * raise. The admin is a participant (a second admin submitted their recommendation) and rates
 * themself: 403 with the contract's text, and their answers read back as they were.
 */
const ownManagerReview: Sequence = async (w) => {
  const self = await aboutAdmin(w);
  const path = `${self.base}/stages/${w.managerStageId}/metric-responses`;
  const stages: Dto[] = await w.data('admin', '/api/review-stages');
  const metrics: Dto[] = await w.data('admin', '/api/performance-metrics');
  const selected: Dto[] = stages.find((s) => s.id === w.managerStageId)?.settings?.selectedMetrics;
  const rating = (selected ?? [])
    .map((s) => metrics.find((m) => m.id === s.id))
    .find((m) => m?.scaleType === 'numeric');
  if (!rating) throw new FixtureError('The manager review stage has no numeric metric');
  const read = async () =>
    JSON.stringify((await w.send({ method: 'get', path, token: w.tokens.admin })).body);
  const before = await read();
  const response = await w.send({
    method: 'post',
    path,
    token: w.tokens.admin,
    body: {
      entries: [
        {
          metricId: rating.id,
          value: String(rating.maxValue ?? 5),
          employeeId: w.employeeOf('admin'),
          reviewCycleId: self.base.split('/')[3],
        },
      ],
      status: 'draft',
    },
  });
  const error = (response.body as Dto)?.error;
  let problem: string | null = null;
  if (response.status !== 403) problem = `answered ${response.status}, not 403`;
  else if (error !== OWN_MANAGER_REVIEW) problem = `the error reads ${JSON.stringify(error)}`;
  if ((await read()) !== before) problem ??= 'the answers changed';
  return [{ label: 'an admin rates themself in their own manager review', problem }];
};

export const OWN_REVIEW_CHECKS: Record<string, Sequence> = {
  saveMetricResponses: ownManagerReview,
};
