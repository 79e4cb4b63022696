import type { Sequence, SequenceCheck } from '../sequences';
import { PROBE_PASSWORD, type Dto, type World } from '../world';

/**
 * A registered organization can work at once (contract: register): it reads back the compensation
 * types Base Salary and Annual Bonus, the active numeric metric Overall Rating from 1 to 5, the
 * review stages Self Review (self_review) and Manager Review (manager_review), and the active
 * review workflow Standard Review whose steps are those two stages, in that order.
 */

async function list(w: World, token: string, path: string): Promise<Dto[]> {
  const response = await w.send({ method: 'get', path, token });
  const body = response.body as Dto;
  const rows: unknown = Array.isArray(body) ? body : body?.data;
  return Array.isArray(rows) ? (rows as Dto[]) : [];
}

const missing = (what: string, rows: Dto[]) =>
  `no ${what}; read ${JSON.stringify(rows.map((r) => r.name))}`;

const registered: Sequence = async (w) => {
  const name = w.unique('starter');
  const response = await w.send({
    method: 'post',
    path: '/api/auth/register',
    body: {
      firstName: 'Contract',
      lastName: 'Starter',
      email: `${name}@contract.example`,
      password: PROBE_PASSWORD,
      organizationName: `Contract Starter ${name}`,
    },
  });
  const token = (response.body as Dto)?.token;
  if (response.status !== 201 || typeof token !== 'string') {
    return [{ label: 'a new organization registers', problem: `answered ${response.status}` }];
  }
  const types = await list(w, token, '/api/compensation/types');
  const metrics = await list(w, token, '/api/performance-metrics');
  const stages = await list(w, token, '/api/review-stages');
  const workflows = await list(w, token, '/api/workflows/workflow-templates');

  const typeNames = types.map((t) => t.name);
  const rating = metrics.find(
    (m) =>
      m.name === 'Overall Rating' &&
      m.scaleType === 'numeric' &&
      m.minValue === 1 &&
      m.maxValue === 5 &&
      m.isActive === true,
  );
  const self = stages.find((s) => s.name === 'Self Review' && s.type === 'self_review');
  const manager = stages.find((s) => s.name === 'Manager Review' && s.type === 'manager_review');
  const workflow = workflows.find(
    (t) => t.name === 'Standard Review' && t.type === 'reviewCycle' && t.status === 'active',
  );
  const steps = (Array.isArray(workflow?.steps) ? (workflow.steps as Dto[]) : [])
    .slice()
    .sort((a, b) => Number(a.order) - Number(b.order))
    .map((s) => s.assigneeId);
  const checks: SequenceCheck[] = [
    {
      label: 'a new organization has the compensation types Base Salary and Annual Bonus',
      problem:
        typeNames.includes('Base Salary') && typeNames.includes('Annual Bonus')
          ? null
          : missing('Base Salary and Annual Bonus', types),
    },
    {
      label: 'a new organization has the metric Overall Rating, numeric from 1 to 5',
      problem: rating ? null : missing('active numeric Overall Rating from 1 to 5', metrics),
    },
    {
      label: 'a new organization has the review stages Self Review and Manager Review',
      problem: self && manager ? null : missing('Self Review and Manager Review', stages),
    },
    {
      label: 'a new organization has the review workflow Standard Review running both stages',
      problem: !workflow
        ? missing('active review workflow Standard Review', workflows)
        : JSON.stringify(steps) !== JSON.stringify([self?.id, manager?.id])
          ? `its steps name ${JSON.stringify(steps)}, not Self Review then Manager Review`
          : null,
    },
  ];
  return checks;
};

export const STARTER_SETUP_CHECKS: Record<string, Sequence> = { register: registered };
