import { db } from '@mocks/db';
import { DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from './api';
import { loginAs } from './login';

/**
 * One record of the demo data per operation that takes `If-Match`, with writes that each change
 * what its editor sees, for tests of the version rule across every versioned operation.
 */

export interface WriteRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface VersionedTarget {
  token: string;
  /** The record's version as its editor reads it. */
  version(): Promise<string>;
  /** The n-th write (n = 1, 2, …): each changes the record (a decision: decides the step). */
  write(n: number): WriteRequest;
}

export interface VersionedFixture {
  /** Picks (or creates) the record and signs its editor in. */
  prepare(): Promise<VersionedTarget>;
}

type Dto = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test data read from answers

const ORG = 'org_acme';
const dataOf = (body: Dto): Dto => (body && 'data' in body ? body.data : body);

/** The version of the record at `path` (a single record, or the one with `id` in a list). */
async function versionAt(token: string, path: string, id?: string): Promise<string> {
  const { status, body } = await callApi('get', path, { token });
  if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
  // Stage answers carry their version beside the list: `{ data: [...], version }`.
  const read = typeof (body as Dto).version === 'string' ? (body as Dto) : dataOf(body as Dto);
  const record: Dto | undefined =
    id === undefined ? read : (read as Dto[]).find((r) => r.id === id);
  if (typeof record?.version !== 'string') throw new Error(`${path} carries no version`);
  return record.version;
}

async function created(token: string, path: string, body: unknown): Promise<string> {
  const { status, body: answer } = await callApi('post', path, { token, body });
  if (status !== 201 && status !== 200) throw new Error(`POST ${path} answered ${status}`);
  return dataOf(answer as Dto).id as string;
}

/** A fixture on a record the admin creates first at `collection`, read back from `list`. */
function createdRecord(
  collection: string,
  createBody: Dto,
  write: (n: number) => Dto,
  list = collection,
  path = (id: string) => `${collection}/${id}`,
): VersionedFixture {
  return {
    prepare: async () => {
      const token = await loginAs('admin');
      const id = await created(token, collection, createBody);
      return {
        token,
        version: () => versionAt(token, list, list === collection ? id : undefined),
        write: (n) => ({ method: 'put', path: path(id), body: write(n) }),
      };
    },
  };
}

const currentCycle = () =>
  db.reviewCycles.first(
    (c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress' && c.organizationId === ORG,
  )!;
const stageOfType = (type: string) =>
  db.reviewStages.first((s) => s.organizationId === ORG && s.type === type)!;
const instanceOf = (participantId: string, stageId: string) =>
  db.stageInstances.lookup('participantId', participantId).find((s) => s.stageId === stageId);
const stageUrl = (p: { cycleId: string; id: string }, stageId: string, tail: string) =>
  `/api/review-cycles/${p.cycleId}/participants/${p.id}/stages/${stageId}/${tail}`;
const baseSalaryType = () =>
  db.compensationTypes.first((t) => t.organizationId === ORG && t.name === 'Base Salary')!;

/** A recommendation whose next undecided step is the demo manager's. */
async function awaitingManager(token: string) {
  const { body } = await callApi('get', '/api/review-cycles/pending-approvals', { token });
  const step = (body as Dto).data[0] as Dto | undefined;
  if (!step) throw new Error('No approval awaits the demo manager');
  const base = `/api/review-cycles/${step.cycleId}/participants/${step.participantId}`;
  const path = `${base}/recommendations/${step.recommendationId}`;
  const version = async () => {
    const participant = dataOf((await callApi('get', base, { token })).body as Dto);
    const recs: Dto[] = participant.recommendations ?? [participant.recommendation];
    return recs.find((r) => r?.id === step.recommendationId)!.version as string;
  };
  return { path, version };
}

function decision(action: 'approve' | 'reject', body: Dto): VersionedFixture {
  return {
    prepare: async () => {
      const token = await loginAs('manager');
      const { path, version } = await awaitingManager(token);
      return {
        token,
        version,
        write: () => ({ method: 'patch', path: `${path}/${action}`, body }),
      };
    },
  };
}

const noteOf = (n: number) => `Written by versioned write number ${n}`;

export const VERSIONED_FIXTURES: Record<string, VersionedFixture> = {
  updateTeam: createdRecord('/api/teams', { name: 'Versioned team' }, (n) => ({
    name: 'Versioned team',
    description: noteOf(n),
  })),
  updateUser: {
    prepare: async () => {
      const user = db.users.first(
        (u) => u.organizationId === ORG && u.role === 'employee' && u.id !== DEMO_EMPLOYEE.userId,
      )!;
      const token = await loginAs('admin');
      return {
        token,
        version: () => versionAt(token, '/api/users', user.id),
        write: (n) => ({
          method: 'put',
          path: `/api/users/${user.id}`,
          body: {
            firstName: user.firstName,
            lastName: noteOf(n),
            email: user.email,
            role: 'employee',
          },
        }),
      };
    },
  },
  updateProfile: {
    prepare: async () => {
      const token = await loginAs('employee');
      return {
        token,
        version: async () =>
          ((await callApi('get', '/api/auth/validate-session', { token })).body as Dto).user
            .version as string,
        write: (n) => ({
          method: 'put',
          path: '/api/users/profile',
          body: { firstName: DEMO_EMPLOYEE.firstName, lastName: noteOf(n) },
        }),
      };
    },
  },
  updateEmployee: {
    prepare: async () => {
      const token = await loginAs('admin');
      const path = `/api/employees/${DEMO_EMPLOYEE.employeeId}`;
      return {
        token,
        version: () => versionAt(token, path),
        write: (n) => ({
          method: 'put',
          path,
          body: {
            firstName: DEMO_EMPLOYEE.firstName,
            lastName: DEMO_EMPLOYEE.lastName,
            position: noteOf(n),
          },
        }),
      };
    },
  },
  updateOrganization: {
    prepare: async () => {
      const token = await loginAs('admin');
      const org = db.organizations.find(ORG)!;
      return {
        token,
        version: () => versionAt(token, '/api/organization'),
        write: (n) => ({
          method: 'put',
          path: '/api/organization',
          body: { name: `Acme ${noteOf(n)}`, domain: org.domain ?? null, typeId: org.typeId },
        }),
      };
    },
  },
  updateRegistrationSettings: {
    prepare: async () => {
      const token = await loginAs('admin');
      const org = dataOf((await callApi('get', '/api/organization', { token })).body as Dto);
      const allow = Boolean(org.allowUserRegistration);
      const verify = Boolean(org.requireEmailVerification);
      return {
        token,
        version: () => versionAt(token, '/api/organization'),
        // Each write flips one setting of the original: both differ from it and from each other.
        write: (n) => ({
          method: 'put',
          path: '/api/organization/registration-settings',
          body:
            n % 2 === 1
              ? { allowUserRegistration: !allow, requireEmailVerification: verify }
              : { allowUserRegistration: allow, requireEmailVerification: !verify },
        }),
      };
    },
  },
  updateOrganizationType: createdRecord(
    '/api/organization-types',
    { name: 'Versioned type' },
    (n) => ({ name: 'Versioned type', description: noteOf(n) }),
  ),
  updatePerformanceMetric: createdRecord(
    '/api/performance-metrics',
    { name: 'Versioned metric', order: 99, scaleType: 'numeric', minValue: 0, maxValue: 5 },
    (n) => ({
      name: 'Versioned metric',
      order: 99,
      scaleType: 'numeric',
      minValue: 0,
      maxValue: 5,
      description: noteOf(n),
    }),
  ),
  updateLevel: createdRecord(
    '/api/levels',
    {
      name: 'Versioned level',
      order: 900,
      jobFamily: null,
      bands: [{ zone: null, currency: 'USD', min: 50000, mid: 60000, max: 70000 }],
    },
    (n) => ({
      name: 'Versioned level',
      order: 900,
      jobFamily: noteOf(n),
      bands: [{ zone: null, currency: 'USD', min: 50000, mid: 60000, max: 70000 }],
    }),
  ),
  updateReviewCycle: {
    prepare: async () => {
      const token = await loginAs('admin');
      const cycle = (n: number) => ({
        name: `Versioned cycle ${noteOf(n)}`,
        type: currentCycle().typeId,
        startDate: '2026-04-01',
        endDate: '2026-05-01',
        scope: 'individuals',
        employeeIds: [DEMO_EMPLOYEE.employeeId],
      });
      const id = await created(token, '/api/review-cycles', cycle(0));
      const path = `/api/review-cycles/${id}`;
      return {
        token,
        version: () => versionAt(token, path),
        write: (n) => ({ method: 'put', path, body: cycle(n) }),
      };
    },
  },
  editRecommendation: {
    prepare: async () => {
      const manager = await loginAs('manager');
      const { path, version } = await awaitingManager(manager);
      const token = await loginAs('admin');
      const rec = db.recommendations.find(path.split('/').at(-1)!)!;
      return {
        token,
        version,
        // Amounts unchanged: only the notes move, so the approval chain stays as it is.
        write: (n) => ({
          method: 'patch',
          path,
          body: {
            proposedIncrease: rec.proposedIncrease,
            proposedSalary: rec.proposedSalary,
            notes: noteOf(n),
          },
        }),
      };
    },
  },
  approveRecommendation: decision('approve', {}),
  rejectRecommendation: decision('reject', {
    reason: 'budget',
    comments: 'Please bring it within the guideline.',
  }),
  saveMetricResponses: {
    prepare: async () => {
      const self = stageOfType('self_review');
      const own = db.participants.first(
        (p) => p.cycleId === currentCycle().id && p.employeeId === DEMO_EMPLOYEE.employeeId,
      )!;
      const token = await loginAs('employee');
      const path = stageUrl(own, self.id, 'metric-responses');
      const answered = ((await callApi('get', path, { token })).body as Dto).data as Dto[];
      const metric = { id: answered[0]!.metricId as string };
      return {
        token,
        version: () => versionAt(token, path),
        write: (n) => ({
          method: 'post',
          path,
          body: {
            entries: [
              {
                metricId: metric.id,
                value: noteOf(n),
                employeeId: own.employeeId,
                reviewCycleId: own.cycleId,
              },
            ],
            status: 'draft',
          },
        }),
      };
    },
  },
  saveCompensationData: {
    prepare: async () => {
      const stage = stageOfType('manager_review');
      const report = db.participants.first((p) => {
        if (p.cycleId !== currentCycle().id || p.managerId !== DEMO_MANAGER.employeeId)
          return false;
        const instance = instanceOf(p.id, stage.id);
        return !instance || instance.status === 'draft';
      })!;
      const token = await loginAs('manager');
      const path = stageUrl(report, stage.id, 'compensation-data');
      return {
        token,
        version: () => versionAt(token, path),
        write: (n) => ({
          method: 'post',
          path,
          body: {
            compensationChanges: [{ type: baseSalaryType().id, proposedValue: 100000 + n }],
            justification: noteOf(n),
            status: 'draft',
          },
        }),
      };
    },
  },
  updateLetterTemplate: {
    prepare: async () => {
      const cycle = db.letters.all()[0]!.cycleId;
      const token = await loginAs('admin');
      const path = `/api/review-cycles/${cycle}/letter-template`;
      return {
        token,
        version: () => versionAt(token, path),
        write: (n) => ({
          method: 'put',
          path,
          body: { subject: noteOf(n), body: 'Dear {{firstName}}, thank you.' },
        }),
      };
    },
  },
  updateLetter: {
    prepare: async () => {
      const released = db.letters.all()[0]!;
      const other = db.participants
        .lookup('cycleId', released.cycleId)
        .find((p) => p.id !== released.participantId)!;
      const token = await loginAs('admin');
      const path = `/api/review-cycles/${released.cycleId}/letters`;
      const { body } = await callApi('post', path, {
        token,
        body: { effectiveDate: '2027-01-01', participantIds: [other.id] },
      });
      const id = (body as Dto).data.results[0].letterId as string;
      return {
        token,
        version: () => versionAt(token, `/api/letters/${id}`),
        write: (n) => ({ method: 'put', path: `${path}/${id}`, body: { managerNote: noteOf(n) } }),
      };
    },
  },
  updateTableColumnPreferences: {
    prepare: async () => {
      const token = await loginAs('admin');
      const path = '/api/user/preferences/table-columns/participants';
      const read = (await callApi('get', path, { token })).body as Dto;
      const columns = (read.columns as Dto[]).map(({ key, label, visible, order }) => ({
        key,
        label,
        visible,
        order,
      }));
      return {
        token,
        version: () => versionAt(token, path),
        // Each write hides another column: both differ from the original and from each other.
        write: (n) => ({
          method: 'patch',
          path,
          body: { columns: columns.map((c, i) => (i === n ? { ...c, visible: !c.visible } : c)) },
        }),
      };
    },
  },
  updateReviewStage: createdRecord(
    '/api/review-stages',
    { name: 'Versioned stage', type: 'self_review' },
    (n) => ({ name: 'Versioned stage', type: 'self_review', description: noteOf(n) }),
  ),
  updateWorkflowTemplate: {
    prepare: async () => {
      const token = await loginAs('admin');
      const body = (description?: string) => ({
        name: 'Versioned approvals',
        type: 'approvalChain',
        ...(description === undefined ? {} : { description }),
        steps: [
          {
            name: 'Approval',
            stepType: 'approval',
            assigneeType: 'user',
            assigneeId: DEMO_MANAGER.userId,
            order: 1,
          },
        ],
      });
      const id = await created(token, '/api/workflows/workflow-templates', body());
      const path = `/api/workflows/workflow-templates/${id}`;
      return {
        token,
        version: () => versionAt(token, path),
        write: (n) => ({ method: 'put', path, body: body(noteOf(n)) }),
      };
    },
  },
  updateCompensationCategory: createdRecord(
    '/api/compensation/categories',
    { name: 'Versioned category' },
    (n) => ({ name: 'Versioned category', description: noteOf(n) }),
  ),
  updateCompensationType: {
    prepare: async () => {
      const token = await loginAs('admin');
      const category = await created(token, '/api/compensation/categories', {
        name: 'Versioned category',
      });
      const id = await created(token, `/api/compensation/categories/${category}/types`, {
        name: 'Versioned type',
      });
      return {
        token,
        version: () => versionAt(token, '/api/compensation/types', id),
        write: (n) => ({
          method: 'put',
          path: `/api/compensation/types/${id}`,
          body: { name: 'Versioned type', description: noteOf(n) },
        }),
      };
    },
  },
};
