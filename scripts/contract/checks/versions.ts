import type { ApiRequest, ApiResponse } from '../http';
import type { Sequence, SequenceCheck } from '../sequences';
import { lettersWorld } from '../letters-world';
import type { Dto, SignedIn, World } from '../world';

/**
 * No lost updates: for every update of a record a person edits, the suite reads the
 * record's `version`, updates it once with `If-Match: "<version>"` (applied: a new version, also in
 * the answer's `ETag`), again with the now stale version (412, the contract's error shape), reads
 * it back (the stale write changed nothing) and updates it with the weak form `W/"<version>"`
 * (accepted). Reported in the `version` column of the update.
 */

/** One record under test, ready to read and write. */
export interface Versioned {
  /** Reads the record as its editor loads it. */
  read(): Promise<Dto>;
  /** The n-th update (n = 1, 2, 3) built from the record as read; each sets a different mark. */
  write(record: Dto, n: number): Omit<ApiRequest, 'token' | 'headers'>;
  /** What the writes set, as read back (compared after the stale write). */
  mark(record: Dto): unknown;
  /** The record in an update's answer (default: `body.data`). */
  answered?(body: Dto): Dto;
  /** Puts back what the writes changed on records of the organization's own data. */
  restore?(original: Dto, current: Dto): Promise<void>;
}

export interface VersionCase {
  who: SignedIn;
  prepare(w: World, who: SignedIn): Promise<Versioned>;
}

export const is2xx = (status: number) => status >= 200 && status < 300;
export const dataOf = (body: Dto): Dto =>
  body && typeof body === 'object' && 'data' in body ? body.data : body;
const isVersion = (value: unknown): value is string => typeof value === 'string' && value !== '';

function describe(response: ApiResponse): string {
  return `${response.status} ${response.text.slice(0, 160)}`;
}

/** Sends `request` as `who` with `If-Match`. */
export function sendWith(
  w: World,
  who: SignedIn,
  request: Omit<ApiRequest, 'token' | 'headers'>,
  ifMatch: string,
) {
  return w.send({ ...request, token: w.tokens[who], headers: { 'If-Match': ifMatch } });
}

async function run(w: World, spec: VersionCase): Promise<SequenceCheck[]> {
  const { who } = spec;
  const target = await spec.prepare(w, who);
  const answered = target.answered ?? dataOf;
  const original = await target.read();
  const v0: unknown = original?.version;
  if (!isVersion(v0))
    return [{ label: 'the record carries a version', problem: `version is ${JSON.stringify(v0)}` }];
  const checks: SequenceCheck[] = [{ label: 'the record carries a version', problem: null }];

  const first = await sendWith(w, who, target.write(original, 1), `"${v0}"`);
  const updated = is2xx(first.status) ? answered(first.body as Dto) : null;
  const v1: unknown = updated?.version;
  let problem: string | null = null;
  if (!is2xx(first.status)) problem = `answered ${describe(first)}`;
  else if (!isVersion(v1)) problem = `the answer's version is ${JSON.stringify(v1)}`;
  else if (v1 === v0) problem = `the version did not change (${v0})`;
  else if (first.headers && first.headers.get('etag') !== `"${v1}"`)
    problem = `ETag ${first.headers.get('etag')} is not "${v1}"`;
  checks.push({
    label: 'an update with the current version is applied (new version, ETag)',
    problem,
  });
  if (problem) return checks;

  const stale = await sendWith(w, who, target.write(original, 2), `"${v0}"`);
  const error = (stale.body as Dto)?.error;
  checks.push({
    label: 'an update with a stale version answers 412',
    problem:
      stale.status !== 412
        ? `answered ${describe(stale)}`
        : typeof error !== 'string' || error === ''
          ? `the 412 body has no error text: ${stale.text.slice(0, 160)}`
          : null,
  });

  const after = await target.read();
  const expected = JSON.stringify(target.mark(updated));
  const found = JSON.stringify(target.mark(after));
  checks.push({
    label: 'a stale update changes nothing',
    problem:
      found !== expected
        ? `after the stale update the record reads ${found}, not ${expected}`
        : after?.version !== v1
          ? `after the stale update the version is ${JSON.stringify(after?.version)}, not ${v1}`
          : null,
  });

  const weak = await sendWith(w, who, target.write(after, 3), `W/"${String(after?.version)}"`);
  checks.push({
    label: 'If-Match in the weak form W/"<version>" is accepted',
    problem: is2xx(weak.status) ? null : `answered ${describe(weak)}`,
  });

  if (target.restore) await target.restore(original, await target.read());
  return checks;
}

/** A record read with GET `path` (`{ data }` or bare). */
const getter = (w: World, who: SignedIn, path: string) => async () =>
  dataOf(await w.must(who, 'get', path));

/** A record found by id in a list read with GET `path`. */
const fromList = (w: World, who: SignedIn, path: string, id: string) => async () => {
  const list: Dto[] = dataOf(await w.must(who, 'get', path));
  return list.find((r) => r.id === id);
};

/** Writes the record back as it was, with its current version. */
async function putBack(
  w: World,
  who: SignedIn,
  request: Omit<ApiRequest, 'token' | 'headers'>,
  current: Dto,
) {
  await sendWith(w, who, request, `"${String(current?.version)}"`);
}

/** The records under test, by the operationId that updates them. */
export const VERSION_CASES: Record<string, VersionCase> = {
  updateTeam: {
    who: 'admin',
    prepare: async (w, who) => {
      const id = await w.team();
      return {
        read: getter(w, who, `/api/teams/${id}`),
        write: (team, n) => ({
          method: 'put',
          path: `/api/teams/${id}`,
          body: { name: team.name, description: `Contract suite: version ${n}` },
        }),
        mark: (team) => team?.description,
      };
    },
  },
  updateUser: {
    who: 'admin',
    prepare: async (w, who) => {
      const user = await w.user();
      return {
        read: fromList(w, who, '/api/users', user.id),
        write: (u, n) => ({
          method: 'put',
          path: `/api/users/${user.id}`,
          body: { firstName: u.firstName, lastName: `Version ${n}`, email: u.email, role: u.role },
        }),
        mark: (u) => u?.lastName,
        answered: (body) => body,
      };
    },
  },
  updateProfile: {
    who: 'employee',
    prepare: async (w, who) => {
      const write = (me: Dto, lastName: string) => ({
        method: 'put',
        path: '/api/users/profile',
        body: { firstName: me.firstName, lastName },
      });
      return {
        read: async () => (await w.must(who, 'get', '/api/auth/validate-session')).user,
        write: (me, n) => write(me, `Version ${n}`),
        mark: (me) => me?.lastName,
        answered: (body) => body,
        restore: (original, current) => putBack(w, who, write(current, original.lastName), current),
      };
    },
  },
  updateEmployee: {
    who: 'admin',
    prepare: async (w, who) => {
      const id = (await w.user()).employeeId as string;
      return {
        read: getter(w, who, `/api/employees/${id}`),
        write: (e, n) => ({
          method: 'put',
          path: `/api/employees/${id}`,
          body: { firstName: e.firstName, lastName: e.lastName, position: `Version ${n}` },
        }),
        mark: (e) => e?.position,
      };
    },
  },
  updateOrganization: {
    who: 'admin',
    prepare: async (w, who) => {
      const write = (org: Dto, name: string) => ({
        method: 'put',
        path: '/api/organization',
        body: { name, domain: org.domain ?? null, typeId: org.typeId },
      });
      return {
        read: getter(w, who, '/api/organization'),
        write: (org, n) => write(org, `Contract suite organization ${n}`),
        mark: (org) => org?.name,
        answered: (body) => body,
        restore: (original, current) => putBack(w, who, write(current, original.name), current),
      };
    },
  },
  updateRegistrationSettings: {
    who: 'admin',
    prepare: async (w, who) => {
      const write = (allow: boolean, org: Dto) => ({
        method: 'put',
        path: '/api/organization/registration-settings',
        body: {
          allowUserRegistration: allow,
          requireEmailVerification: Boolean(org.requireEmailVerification),
        },
      });
      let initial: boolean | undefined;
      return {
        read: getter(w, who, '/api/organization'),
        // Odd writes flip the setting, even ones put it back: the stale one must not.
        write: (org, n) => {
          initial ??= Boolean(org.allowUserRegistration);
          return write(n % 2 === 1 ? !initial : initial, org);
        },
        mark: (org) => org?.allowUserRegistration,
        restore: (original, current) =>
          putBack(w, who, write(Boolean(original.allowUserRegistration), current), current),
      };
    },
  },
  updateOrganizationType: {
    who: 'admin',
    prepare: async (w, who) => {
      const id = await w.organizationType();
      return {
        read: fromList(w, who, '/api/organization-types', id),
        write: (type, n) => ({
          method: 'put',
          path: `/api/organization-types/${id}`,
          body: { name: type.name, description: `Contract suite: version ${n}` },
        }),
        mark: (type) => type?.description,
      };
    },
  },
  updatePerformanceMetric: {
    who: 'admin',
    prepare: async (w, who) => {
      const id = await w.metric();
      return {
        read: fromList(w, who, '/api/performance-metrics', id),
        write: (m, n) => ({
          method: 'put',
          path: `/api/performance-metrics/${id}`,
          body: { ...w.metricBody(), name: m.name, description: `Contract suite: version ${n}` },
        }),
        mark: (m) => m?.description,
      };
    },
  },
  updateLevel: {
    who: 'admin',
    prepare: async (w, who) => {
      const id = await w.level();
      return {
        read: fromList(w, who, '/api/levels', id),
        write: (level, n) => ({
          method: 'put',
          path: `/api/levels/${id}`,
          body: {
            name: level.name,
            order: level.order,
            jobFamily: `Contract suite: version ${n}`,
            bands: level.bands,
          },
        }),
        mark: (level) => level?.jobFamily,
      };
    },
  },
  updateReviewCycle: {
    who: 'admin',
    prepare: async (w, who) => {
      const id = await w.cycle();
      return {
        read: getter(w, who, `/api/review-cycles/${id}`),
        write: (cycle, n) => ({
          method: 'put',
          path: `/api/review-cycles/${id}`,
          body: {
            ...w.cycleBody(cycle.employeeIds),
            startDate: cycle.startDate,
            endDate: cycle.endDate,
            name: `Contract suite cycle ${w.runId} version ${n}`,
          },
        }),
        mark: (cycle) => cycle?.name,
      };
    },
  },
  editRecommendation: {
    who: 'admin',
    prepare: async (w, who) => {
      const a = await w.awaitingManager();
      const base = `/api/review-cycles/${a.cycleId}/participants/${a.participantId}`;
      const write = (rec: Dto, notes: string) => ({
        method: 'patch',
        path: `${base}/recommendations/${a.recommendationId}`,
        body: { proposedIncrease: rec.proposedIncrease, proposedSalary: rec.proposedSalary, notes },
      });
      return {
        read: async () => {
          const participant = await w.data(who, base);
          const recs: Dto[] = participant.recommendations ?? [participant.recommendation];
          return recs.find((r) => r?.id === a.recommendationId);
        },
        // Amounts unchanged: only the notes move, so no approval is affected.
        write: (rec, n) => write(rec, `Contract suite: version ${n}`),
        mark: (rec) => rec?.notes,
        restore: async (original, current) => {
          if (original.notes) await putBack(w, who, write(current, original.notes), current);
        },
      };
    },
  },
  saveMetricResponses: {
    who: 'admin',
    prepare: async (w, who) => {
      const cycle = await w.stageCycle();
      const path = `/api/review-cycles/${cycle.cycleId}/participants/${cycle.own}/stages/${w.selfStageId}/metric-responses`;
      const stages: Dto[] = await w.data(who, '/api/review-stages');
      const selected: Dto[] =
        stages.find((s) => s.id === w.selfStageId)?.settings?.selectedMetrics ?? [];
      const metrics: Dto[] = dataOf(await w.must(who, 'get', '/api/performance-metrics'));
      const metric = selected
        .map((s) => metrics.find((m) => m.id === s.id))
        .find((m) => m && ['numeric', 'text', 'textarea'].includes(m.scaleType));
      if (!metric) throw new Error('The self review stage has no numeric or text metric');
      const valueOf = (n: number) =>
        metric.scaleType === 'numeric'
          ? String(Math.min(Number(metric.maxValue ?? 5), Number(metric.minValue ?? 0) + n))
          : `Contract suite: version ${n}`;
      const employeeId = w.employeeOf('employee');
      return {
        read: async () => w.must(who, 'get', path),
        write: (_answers, n) => ({
          method: 'post',
          path,
          body: {
            entries: [
              { metricId: metric.id, value: valueOf(n), employeeId, reviewCycleId: cycle.cycleId },
            ],
            status: 'draft',
          },
        }),
        mark: (answers) =>
          (answers?.data as Dto[] | undefined)?.find((r) => r.metricId === metric.id)?.value,
        answered: (body) => body,
      };
    },
  },
  saveCompensationData: {
    who: 'admin',
    prepare: async (w, who) => {
      const cycle = await w.stageCycle();
      const path = `/api/review-cycles/${cycle.cycleId}/participants/${cycle.own}/stages/${w.managerStageId}/compensation-data`;
      return {
        read: getter(w, who, path),
        write: (_data, n) => ({
          method: 'post',
          path,
          body: {
            compensationChanges: [{ type: w.salaryTypeId, proposedValue: 100000 + n }],
            justification: `Contract suite: version ${n}`,
            status: 'draft',
          },
        }),
        mark: (data) => data?.justification,
      };
    },
  },
  updateReviewStage: {
    who: 'admin',
    prepare: async (w, who) => {
      const id = await w.reviewStage();
      return {
        read: fromList(w, who, '/api/review-stages', id),
        write: (stage, n) => ({
          method: 'put',
          path: `/api/review-stages/${id}`,
          body: { name: stage.name, type: stage.type, description: `Contract suite: version ${n}` },
        }),
        mark: (stage) => stage?.description,
      };
    },
  },
  updateWorkflowTemplate: {
    who: 'admin',
    prepare: async (w, who) => {
      const id = await w.template();
      return {
        read: getter(w, who, `/api/workflows/workflow-templates/${id}`),
        write: (template, n) => ({
          method: 'put',
          path: `/api/workflows/workflow-templates/${id}`,
          body: {
            ...w.templateBody(),
            name: template.name,
            description: `Contract suite: version ${n}`,
          },
        }),
        mark: (template) => template?.description,
      };
    },
  },
  updateCompensationCategory: {
    who: 'admin',
    prepare: async (w, who) => {
      const id = await w.category();
      return {
        read: fromList(w, who, '/api/compensation/categories', id),
        write: (category, n) => ({
          method: 'put',
          path: `/api/compensation/categories/${id}`,
          body: { name: category.name, description: `Contract suite: version ${n}` },
        }),
        mark: (category) => category?.description,
      };
    },
  },
  updateCompensationType: {
    who: 'admin',
    prepare: async (w, who) => {
      const id = await w.compensationType();
      return {
        read: fromList(w, who, '/api/compensation/types', id),
        write: (type, n) => ({
          method: 'put',
          path: `/api/compensation/types/${id}`,
          body: { name: type.name, description: `Contract suite: version ${n}` },
        }),
        mark: (type) => type?.description,
      };
    },
  },
  updateLetterTemplate: {
    who: 'admin',
    prepare: async (w, who) => {
      const { cycleId } = await lettersWorld(w);
      const path = `/api/review-cycles/${cycleId}/letter-template`;
      return {
        read: getter(w, who, path),
        write: (template, n) => ({
          method: 'put',
          path,
          body: { subject: `Contract suite: version ${n}`, body: template.body },
        }),
        mark: (template) => template?.subject,
      };
    },
  },
  updateLetter: {
    who: 'admin',
    prepare: async (w, who) => {
      const { cycleId, letters } = await lettersWorld(w);
      return {
        read: getter(w, who, `/api/letters/${letters.report}`),
        write: (_letter, n) => ({
          method: 'put',
          path: `/api/review-cycles/${cycleId}/letters/${letters.report}`,
          body: { managerNote: `Contract suite: version ${n}` },
        }),
        mark: (letter) => letter?.managerNote,
      };
    },
  },
  updateTableColumnPreferences: {
    who: 'admin',
    prepare: async (w, who) => {
      const path = '/api/user/preferences/table-columns/participants';
      const write = (columns: Dto[]) => ({ method: 'patch', path, body: { columns } });
      let initial: Dto[] | undefined;
      // Odd writes hide the team column, even ones show it again: the stale one must not.
      const toggled = (n: number) =>
        (initial ?? []).map((c) => (c.key === 'team' ? { ...c, visible: n % 2 === 0 } : c));
      return {
        read: async () => w.must(who, 'get', path),
        write: (prefs, n) => {
          initial ??= (prefs.columns as Dto[]).map(({ key, label, visible, order }) => ({
            key,
            label,
            visible,
            order,
          }));
          return write(toggled(n));
        },
        mark: (prefs) =>
          (prefs?.columns as Dto[] | undefined)?.find((c) => c.key === 'team')?.visible,
        answered: (body) => body,
        restore: (_original, current) => putBack(w, who, write(initial ?? []), current),
      };
    },
  },
};

/** Contract-suite sequences for the versions rules, keyed by operationId. */
export const VERSION_CHECKS: Record<string, Sequence> = Object.fromEntries(
  Object.entries(VERSION_CASES).map(([operationId, spec]) => [
    operationId,
    (w: World) => run(w, spec),
  ]),
);
