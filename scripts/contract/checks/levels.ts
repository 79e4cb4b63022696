import type { ApiResponse } from '../http';
import type { Sequence, SequenceCheck } from '../sequences';
import type { Dto, World } from '../world';

/**
 * Levels and pay bands: a band must hold 0 < min ≤ mid ≤ max (a 400 with the detail on
 * the band's field, nothing created), a zone once per level, a level name once per organization
 * (409 in any case, on create and rename, changing nothing); a deleted level leaves its employees
 * without a level (and the levelId filter of the directory names them first); an employee's level
 * must be one of the organization's.
 */

const is2xx = (status: number) => status >= 200 && status < 300;
const band = (min: number, mid: number, max: number, zone: string | null = null) => ({
  zone,
  currency: 'USD',
  min,
  mid,
  max,
});

async function levels(w: World): Promise<Dto[]> {
  return w.data('admin', '/api/levels');
}

/** Posts a level; one the server wrongly accepts is deleted at cleanup. */
async function create(w: World, body: Dto): Promise<ApiResponse> {
  const response = await w.send({
    method: 'post',
    path: '/api/levels',
    token: w.tokens.admin,
    body,
  });
  const id = (response.body as Dto)?.data?.id;
  if (is2xx(response.status) && typeof id === 'string') w.track(`/api/levels/${id}`, 'level');
  return response;
}

const detailOn = (response: ApiResponse, field: string): string | null => {
  const details: Dto[] = (response.body as Dto)?.details ?? [];
  return details.some((d) => d.field === field)
    ? null
    : `no detail on ${field}: ${response.text.slice(0, 200)}`;
};

const bandRules: Sequence = async (w) => {
  const cases: { label: string; bands: Dto[]; field: string }[] = [
    {
      label: 'a minimum above the midpoint',
      bands: [band(70000, 60000, 80000)],
      field: 'bands[0].min',
    },
    {
      label: 'a midpoint above the maximum',
      bands: [band(50000, 90000, 80000)],
      field: 'bands[0].mid',
    },
    { label: 'a zero amount', bands: [band(0, 60000, 70000)], field: 'bands[0].min' },
    {
      label: 'a zone given twice',
      bands: [band(50000, 60000, 70000, 'Zone C'), band(45000, 54000, 63000, ' zone c ')],
      field: 'bands[1].zone',
    },
  ];
  const checks: SequenceCheck[] = [];
  for (const c of cases) {
    const body = { ...w.levelBody(), bands: c.bands };
    const response = await create(w, body);
    const stored = (await levels(w)).some((l) => l.name === body.name);
    checks.push({
      label: `${c.label} answers 400 with a detail on ${c.field} and creates nothing`,
      problem:
        response.status !== 400
          ? `answered ${response.status}, not 400`
          : stored
            ? 'the level was stored anyway'
            : detailOn(response, c.field),
    });
  }
  const good = {
    ...w.levelBody(),
    bands: [band(60000, 60000, 60000), band(50000, 55000, 60000, 'Zone C')],
  };
  const accepted = await create(w, good);
  checks.push({
    label: 'min = mid = max and a second zone are accepted',
    problem: is2xx(accepted.status)
      ? null
      : `answered ${accepted.status} ${accepted.text.slice(0, 160)}`,
  });
  return checks;
};

const nameTwice: Sequence = async (w) => {
  const id = await w.level();
  const name = String((await levels(w)).find((l) => l.id === id)?.name);
  const again = await create(w, { ...w.levelBody(), name: ` ${name.toUpperCase()} ` });
  const count = (await levels(w)).filter(
    (l) => String(l.name).toLowerCase() === name.toLowerCase(),
  ).length;
  return [
    {
      label: 'a second level with a taken name (another case) answers 409 and creates nothing',
      problem:
        again.status !== 409
          ? `answered ${again.status}, not 409`
          : count !== 1
            ? `${count} levels are named "${name}"`
            : null,
    },
  ];
};

const renameOnto: Sequence = async (w) => {
  const a = await w.level();
  const b = await w.level();
  const list = await levels(w);
  const nameOf = (id: string) => String(list.find((l) => l.id === id)?.name);
  const response = await w.send({
    method: 'put',
    path: `/api/levels/${a}`,
    token: w.tokens.admin,
    body: { ...w.levelBody(), name: nameOf(b) },
  });
  const after = (await levels(w)).find((l) => l.id === a);
  return [
    {
      label: "renaming a level to another's name answers 409 and changes nothing",
      problem:
        response.status !== 409
          ? `answered ${response.status}, not 409`
          : after?.name !== nameOf(a)
            ? `the level is now named "${String(after?.name)}"`
            : null,
    },
  ];
};

/** The ids of the employees the directory lists on `levelId`. */
async function onLevel(w: World, levelId: string): Promise<string[]> {
  const body = await w.must('admin', 'get', '/api/employees', undefined, {
    levelId,
    limit: '1000',
  });
  return ((body?.data ?? []) as Dto[]).map((e) => e.id as string);
}

const deleteLeavesEmployees: Sequence = async (w) => {
  const levelId = await w.level();
  const employeeId = (await w.user()).employeeId as string;
  const read = await w.data('admin', `/api/employees/${employeeId}`);
  const set = await w.send({
    method: 'put',
    path: `/api/employees/${employeeId}`,
    token: w.tokens.admin,
    body: { firstName: read.firstName, lastName: read.lastName, levelId },
  });
  const checks: SequenceCheck[] = [];
  const listed = await onLevel(w, levelId);
  const counted = (await levels(w)).find((l) => l.id === levelId)?.employeeCount;
  checks.push({
    label: "an employee's level is set, listed by the levelId filter and counted on the level",
    problem: !is2xx(set.status)
      ? `setting the level answered ${set.status} ${set.text.slice(0, 160)}`
      : listed.join() !== employeeId
        ? `levelId lists ${JSON.stringify(listed)}, not only ${employeeId}`
        : counted !== 1
          ? `employeeCount is ${String(counted)}, not 1`
          : null,
  });
  const removed = await w.send({
    method: 'delete',
    path: `/api/levels/${levelId}`,
    token: w.tokens.admin,
  });
  const after = await w.data('admin', `/api/employees/${employeeId}`);
  checks.push({
    label: 'deleting a level leaves its employees without a level',
    problem:
      removed.status !== 204
        ? `the delete answered ${removed.status}`
        : after.levelId !== null || after.level !== null
          ? `the employee still reads levelId ${JSON.stringify(after.levelId)}, level ${JSON.stringify(after.level)}`
          : (await onLevel(w, levelId)).length !== 0
            ? 'the levelId filter still lists them'
            : null,
  });
  return checks;
};

const foreignLevel: Sequence = async (w) => {
  const theirs = await w.must('otherAdmin', 'post', '/api/levels', w.levelBody());
  const theirId = theirs.data.id as string;
  w.track(`/api/levels/${theirId}`, 'level of the other organization', w.tokens.otherAdmin);
  const employeeId = (await w.user()).employeeId as string;
  const read = await w.data('admin', `/api/employees/${employeeId}`);
  const response = await w.send({
    method: 'put',
    path: `/api/employees/${employeeId}`,
    token: w.tokens.admin,
    body: { firstName: read.firstName, lastName: read.lastName, levelId: theirId },
  });
  const after = await w.data('admin', `/api/employees/${employeeId}`);
  return [
    {
      label:
        "another organization's level on an employee answers 400 (levelId) and changes nothing",
      problem:
        response.status !== 400
          ? `answered ${response.status}, not 400`
          : after.levelId !== read.levelId
            ? `the employee's level is now ${JSON.stringify(after.levelId)}`
            : detailOn(response, 'levelId'),
    },
  ];
};

export const LEVEL_CHECKS: Record<string, Sequence> = {
  createLevel: async (w) => [...(await bandRules(w)), ...(await nameTwice(w))],
  updateLevel: renameOnto,
  deleteLevel: deleteLeavesEmployees,
  updateEmployee: foreignLevel,
};
