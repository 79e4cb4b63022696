import type { Sequence, SequenceCheck } from '../sequences';
import type { Dto, World } from '../world';

/**
 * Names an organization may hold once: a second performance metric with a taken
 * name, trimmed and in another case, answers 409 and creates nothing; renaming one metric to
 * another's name answers 409 and changes nothing.
 */

const is2xx = (status: number) => status >= 200 && status < 300;

async function namesLike(w: World, name: string): Promise<number> {
  const list = (await w.must('admin', 'get', '/api/performance-metrics')) as Dto[];
  return list.filter((m) => String(m.name).trim().toLowerCase() === name.toLowerCase()).length;
}

const createTwice: Sequence = async (w) => {
  const checks: SequenceCheck[] = [];
  const first = await w.metric();
  const { name } = (await w.must('admin', 'get', '/api/performance-metrics')).find(
    (m: Dto) => m.id === first,
  ) as Dto;
  const again = await w.send({
    method: 'post',
    path: '/api/performance-metrics',
    token: w.tokens.admin,
    body: { ...w.metricBody(), name: ` ${String(name).toUpperCase()} ` },
  });
  const createdId = (again.body as Dto)?.data?.id;
  if (is2xx(again.status) && createdId) w.track(`/api/performance-metrics/${createdId}`, 'metric');
  const count = await namesLike(w, String(name));
  checks.push({
    label: 'a second metric with a taken name (another case) answers 409 and creates nothing',
    problem:
      again.status !== 409
        ? `answered ${again.status}, not 409`
        : count !== 1
          ? `${count} metrics are now named "${name}"`
          : null,
  });
  return checks;
};

const renameOnto: Sequence = async (w) => {
  const a = await w.metric();
  const b = await w.metric();
  const metrics = (await w.must('admin', 'get', '/api/performance-metrics')) as Dto[];
  const nameOf = (id: string) => String(metrics.find((m) => m.id === id)?.name);
  const response = await w.send({
    method: 'put',
    path: `/api/performance-metrics/${a}`,
    token: w.tokens.admin,
    body: { ...w.metricBody(), name: nameOf(b) },
  });
  const after = await namesLike(w, nameOf(b));
  return [
    {
      label: "renaming a metric to another's name answers 409 and changes nothing",
      problem:
        response.status !== 409
          ? `answered ${response.status}, not 409`
          : after !== 1
            ? `${after} metrics are now named "${nameOf(b)}"`
            : null,
    },
  ];
};

export const UNIQUENESS_CHECKS: Record<string, Sequence> = {
  createPerformanceMetric: createTwice,
  updatePerformanceMetric: renameOnto,
};
