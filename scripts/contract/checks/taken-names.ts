import type { Sequence } from '../sequences';
import type { Dto, World } from '../world';

/**
 * A name taken by another team, metric or organization type answers 409 with the message as a
 * detail on `name` too, so a form shows it on its field (and clears it as the field is edited).
 */

interface Taken {
  path: string;
  body: (w: World) => Dto;
  create: (w: World) => Promise<string>;
}

const KINDS: Record<string, Taken & { noun: string }> = {
  createTeam: {
    noun: 'team',
    path: '/api/teams',
    body: (w) => w.teamBody(),
    create: (w) => w.team(),
  },
  createPerformanceMetric: {
    noun: 'metric',
    path: '/api/performance-metrics',
    body: (w) => w.metricBody(),
    create: (w) => w.metric(),
  },
  createOrganizationType: {
    noun: 'organization type',
    path: '/api/organization-types',
    body: () => ({}),
    create: (w) => w.organizationType(),
  },
};

/** What is wrong with a 409's body for a taken name, or null. */
function takenProblem(status: number, body: Dto | undefined): string | null {
  if (status !== 409) return `answered ${status}, not 409`;
  const onName = ((body?.details ?? []) as Dto[]).find((d) => d.field === 'name');
  if (!onName) return `no detail on name (details: ${JSON.stringify(body?.details ?? null)})`;
  return onName.message === body?.error
    ? null
    : `the detail on name says "${onName.message}", the error "${body?.error}"`;
}

function takenName(kind: Taken & { noun: string }): Sequence {
  return async (w) => {
    const id = await kind.create(w);
    const list = (await w.data('admin', kind.path)) as Dto[];
    const name = String(list.find((r) => r.id === id)?.name);
    const again = await w.send({
      method: 'post',
      path: kind.path,
      token: w.tokens.admin,
      body: { ...kind.body(w), name: name.toUpperCase() },
    });
    const createdId = (again.body as Dto)?.data?.id;
    if (again.status < 300 && createdId) w.track(`${kind.path}/${createdId}`, kind.noun);
    return [
      {
        label: `a ${kind.noun} name already taken answers 409 with its message as a detail on name`,
        problem: takenProblem(again.status, again.body as Dto),
      },
    ];
  };
}

export const TAKEN_NAME_CHECKS: Record<string, Sequence> = Object.fromEntries(
  Object.entries(KINDS).map(([operationId, kind]) => [operationId, takenName(kind)]),
);
