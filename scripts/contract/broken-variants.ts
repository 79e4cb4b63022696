import { http, HttpResponse, type HttpHandler } from 'msw';
import { db } from '@mocks/db';
import { now } from '@mocks/http/clock';
import { compensationHistoryOf } from '@mocks/views/employee';
import { toOrganizationDto } from '@mocks/views/organization';
import { toParticipantDto } from '@mocks/views/participant';
import { toTeamDto } from '@mocks/views/team';
import { toUserDto } from '@mocks/views/user';
import type { FuzzCategory } from './fuzz';
import type { Category } from './runner';
import { AMOUNT_VARIANTS } from './variants/amounts';
import { AUDIT_TRAIL_VARIANTS } from './variants/audit-trail';
import { PAY_CUT_VARIANTS } from './variants/pay-cuts';
import { PROMOTION_VARIANTS } from './variants/promotions';
import { FIGURE_VARIANTS } from './variants/figures';
import { FORMULA_TEXT_VARIANTS } from './variants/formula-text';
import { CONTROL_TEXT_VARIANTS } from './variants/control-text';
import { MATRIX_VARIANTS } from './variants/matrix';
import { APPROVAL_VARIANTS, DUTY_OVERRIDE_VARIANTS } from './variants/approvals';
import { APPROVER_QUEUE_VARIANTS } from './variants/approver-queue';
import { CALIBRATION_DUTY_VARIANTS } from './variants/calibration-duties';
import { HARDENING_VARIANTS } from './variants/hardening';
import { AUTH_HARDENING_VARIANTS } from './variants/auth-hardening';
import { DIRECTORY_VARIANTS } from './variants/directory';
import { PARTICIPANTS_LIST_VARIANTS } from './variants/participants-list';
import { EMPLOYEE_ACCOUNT_VARIANTS } from './variants/employee-accounts';
import { LEVEL_VARIANTS } from './variants/levels';
import { UNIQUENESS_VARIANTS } from './variants/uniqueness';
import { VERSION_VARIANTS } from './variants/versions';
import { IDEMPOTENCY_VARIANTS } from './variants/idempotency';
import { STRICT_INPUT_VARIANTS } from './variants/strict-input';
import { SANE_VALUE_VARIANTS } from './variants/sane-values';
import { bearerToken } from '@mocks/http/auth-context';
import { caller, forbidden, jsonOf, notFound, param, unauthorized } from './variants/helpers';
import { VISIBILITY_VARIANTS } from './variants/visibility';
import { LETTER_VARIANTS } from './variants/letters';
import { LAUNCH_VARIANTS } from './variants/launch';
import { DRAFT_ANSWER_VARIANTS } from './variants/draft-answers';
import { ORGANIZATION_TYPE_VARIANTS } from './variants/organization-types';
import { STARTER_SETUP_VARIANTS } from './variants/starter-setup';
import { WORKFLOW_STEP_VARIANTS } from './variants/workflow-steps';
import { WORK_EMAIL_VARIANTS } from './variants/work-email';
import { IMPORT_CURRENCY_VARIANTS } from './variants/import-currency';
import { OWN_REVIEW_VARIANTS } from './variants/own-review';

/**
 * Deliberately broken variants of the mock backend, each a set of MSW handlers put in front of
 * the real ones (`server.use(...)`), for `contract.test.ts`: the contract suite must catch every
 * one of them. They reimplement one call the wrong way (or let a request fall through after
 * tampering with the store); they are never used outside that test.
 */
export interface BrokenVariant {
  name: string;
  handlers: HttpHandler[];
  /** The operations the suite runs against the variant. */
  only: string[];
  /**
   * The operation and the column the suite must report as failing; `fuzz`: a count of the
   * generated requests (fuzz.ts), which the test then runs too.
   */
  caught:
    | { operationId: string; category: Category; fuzz?: false }
    | { operationId: string; category: FuzzCategory; fuzz: true };
}

const TEAM_INPUT_KEYS = new Set(['name', 'description', 'isActive', 'managerIds', 'memberIds']);

const BASE_VARIANTS: readonly BrokenVariant[] = [
  {
    name: '500 on a NUL byte in a name',
    only: ['createTeam'],
    caught: { operationId: 'createTeam', category: '5xx', fuzz: true },
    handlers: [
      http.post('*/api/teams', async ({ request }) => {
        const body = await jsonOf(request);
        if (typeof body?.name === 'string' && body.name.includes('\u0000'))
          return HttpResponse.json({ error: 'Internal error' }, { status: 500 });
        return undefined;
      }),
    ],
  },
  {
    name: '2xx on an extra property (update ignores what it does not know)',
    only: ['updateTeam'],
    caught: { operationId: 'updateTeam', category: 'accepted', fuzz: true },
    handlers: [
      http.put('*/api/teams/:id', async ({ request, params }) => {
        const body = await jsonOf(request);
        if (!body || Object.keys(body).every((key) => TEAM_INPUT_KEYS.has(key))) return undefined;
        const auth = caller(request);
        if (!auth) return unauthorized();
        const team = db.teams.find(param(params.id));
        if (!team || team.organizationId !== auth.user.organizationId) return notFound('Team');
        return HttpResponse.json({ data: toTeamDto(team, now()) });
      }),
    ],
  },
  {
    name: 'a refused create that is stored anyway',
    only: ['createTeam'],
    caught: { operationId: 'createTeam', category: 'state', fuzz: true },
    handlers: [
      http.post('*/api/teams', async ({ request }) => {
        const body = await jsonOf(request);
        const auth = caller(request);
        if (!auth || auth.user.role !== 'admin' || !body || typeof body.name !== 'string')
          return undefined;
        if (Object.keys(body).every((key) => TEAM_INPUT_KEYS.has(key))) return undefined;
        const stamp = now().toISOString();
        db.teams.insert({
          organizationId: auth.user.organizationId,
          name: body.name,
          description: '',
          isActive: true,
          managerEmployeeIds: [],
          createdAt: stamp,
          updatedAt: stamp,
        });
        return HttpResponse.json(
          { error: 'Validation failed', details: [{ field: 'body', message: 'Is not allowed' }] },
          { status: 400 },
        );
      }),
    ],
  },
  {
    name: 'a 400 answered as text/plain (malformed JSON)',
    only: ['createTeam'],
    caught: { operationId: 'createTeam', category: 'status', fuzz: true },
    handlers: [
      http.post('*/api/teams', async ({ request }) => {
        const text = await request.clone().text();
        try {
          JSON.parse(text);
          return undefined;
        } catch {
          return new HttpResponse('Bad Request', {
            status: 400,
            headers: { 'Content-Type': 'text/plain' },
          });
        }
      }),
    ],
  },
  {
    name: 'a participant read through another cycle (parent not checked)',
    only: ['getParticipant'],
    caught: { operationId: 'getParticipant', category: '404' },
    handlers: [
      http.get(
        '*/api/review-cycles/:cycleId/participants/:participantId',
        ({ request, params }) => {
          const auth = caller(request);
          if (!auth || auth.user.role !== 'admin') return undefined;
          const cycle = db.reviewCycles.find(param(params.cycleId));
          const participant = db.participants.find(param(params.participantId));
          const own = participant ? db.reviewCycles.find(participant.cycleId) : null;
          if (!cycle || !participant || !own || cycle.organizationId !== auth.user.organizationId)
            return undefined;
          return HttpResponse.json({ data: toParticipantDto(participant, own) });
        },
      ),
    ],
  },
  {
    name: 'the organization taken from the profile body',
    only: ['updateProfile'],
    caught: { operationId: 'updateProfile', category: 'state' },
    handlers: [
      http.put('*/api/users/profile', async ({ request }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        if (!auth || typeof body?.organizationId !== 'string') return undefined;
        const updated = db.users.update(auth.user.id, { organizationId: body.organizationId });
        return HttpResponse.json(toUserDto(updated ?? auth.user));
      }),
    ],
  },
  {
    name: "another organization's employee reads a team by id",
    only: ['getTeam'],
    caught: { operationId: 'getTeam', category: 'org' },
    handlers: [
      http.get('*/api/teams/:id', ({ request, params }) => {
        const auth = caller(request);
        if (!auth || auth.user.role !== 'employee') return undefined;
        const team = db.teams.find(param(params.id));
        return team ? HttpResponse.json({ data: toTeamDto(team, now()) }) : undefined;
      }),
    ],
  },
  {
    name: 'a skipped organization check (any team by id)',
    only: ['getTeam'],
    caught: { operationId: 'getTeam', category: '404' },
    handlers: [
      http.get('*/api/teams/:id', ({ request, params }) => {
        if (!caller(request)) return unauthorized();
        const team = db.teams.find(param(params.id));
        return team ? HttpResponse.json({ data: toTeamDto(team, now()) }) : notFound('Team');
      }),
    ],
  },
  {
    name: '200 after delete (a delete that keeps the record)',
    only: ['deleteTeam'],
    caught: { operationId: 'deleteTeam', category: 'state' },
    handlers: [
      http.delete('*/api/teams/:id', ({ request, params }) => {
        const auth = caller(request);
        if (!auth) return unauthorized();
        if (auth.user.role !== 'admin') return forbidden();
        const team = db.teams.find(param(params.id));
        if (!team || team.organizationId !== auth.user.organizationId) return notFound('Team');
        return new HttpResponse(null, { status: 204 });
      }),
    ],
  },
  {
    name: 'role accepted from the body of PUT /api/users/profile',
    only: ['updateProfile'],
    caught: { operationId: 'updateProfile', category: '403' },
    handlers: [
      http.put('*/api/users/profile', async ({ request }) => {
        const auth = caller(request);
        if (!auth) return unauthorized();
        const body = (await request
          .clone()
          .json()
          .catch(() => null)) as {
          role?: 'admin' | 'manager' | 'employee';
        } | null;
        if (!body) return undefined;
        const updated = db.users.update(auth.user.id, body.role ? { role: body.role } : {});
        return HttpResponse.json(toUserDto(updated ?? auth.user));
      }),
    ],
  },
  {
    name: "another employee's salary readable by an employee",
    only: ['getEmployeeCompensationHistory'],
    caught: { operationId: 'getEmployeeCompensationHistory', category: '404' },
    handlers: [
      http.get('*/api/employees/:id/compensation-history', ({ request, params }) => {
        const auth = caller(request);
        if (!auth) return unauthorized();
        const employee = db.employees.find(param(params.id));
        if (!employee || employee.organizationId !== auth.user.organizationId) {
          return notFound('Employee');
        }
        return HttpResponse.json({ data: compensationHistoryOf(employee.id) });
      }),
    ],
  },
  {
    name: '500 on a bad limit',
    only: ['listEmployees'],
    caught: { operationId: 'listEmployees', category: '400' },
    handlers: [
      http.get('*/api/employees', ({ request }) => {
        const limit = new URL(request.url).searchParams.get('limit');
        if (limit !== null && !(Number(limit) >= 1 && Number(limit) <= 1000)) {
          return HttpResponse.json({ error: 'Internal error' }, { status: 500 });
        }
        return undefined;
      }),
    ],
  },
  {
    name: 'an expired token accepted',
    only: ['listTeams'],
    caught: { operationId: 'listTeams', category: '401' },
    handlers: [
      // Runs before every route: an expired session is quietly extended, then the real route answers.
      http.all('*/api/*', ({ request }) => {
        const token = bearerToken(request);
        const session = token ? db.sessions.lookup('token', token)[0] : undefined;
        if (session && Date.parse(session.expiresAt) <= now().getTime()) {
          db.sessions.update(session.id, {
            expiresAt: new Date(now().getTime() + 60 * 60 * 1000).toISOString(),
          });
        }
        return undefined;
      }),
    ],
  },
  {
    name: 'logout that does not revoke the token',
    only: ['logout'],
    caught: { operationId: 'logout', category: 'state' },
    handlers: [
      http.post('*/api/auth/logout', ({ request }) =>
        caller(request) ? new HttpResponse(null, { status: 204 }) : unauthorized(),
      ),
    ],
  },
  {
    name: 'a manager reads any participant (no direct-report check)',
    only: ['getParticipant'],
    caught: { operationId: 'getParticipant', category: '404' },
    handlers: [
      http.get(
        '*/api/review-cycles/:cycleId/participants/:participantId',
        ({ request, params }) => {
          const auth = caller(request);
          if (!auth) return unauthorized();
          const cycle = db.reviewCycles.find(param(params.cycleId));
          const participant = db.participants.find(param(params.participantId));
          if (!cycle || cycle.organizationId !== auth.user.organizationId || !participant) {
            return notFound('Participant');
          }
          return HttpResponse.json({ data: toParticipantDto(participant, cycle) });
        },
      ),
    ],
  },
  {
    name: 'an answer outside its schema (organization without a name)',
    only: ['getOrganization'],
    caught: { operationId: 'getOrganization', category: '2xx' },
    handlers: [
      http.get('*/api/organization', ({ request }) => {
        const auth = caller(request);
        if (!auth) return unauthorized();
        const { name: _name, ...rest } = toOrganizationDto(auth.org);
        return HttpResponse.json(rest);
      }),
    ],
  },
  {
    name: 'a list answered without a token',
    only: ['listUsers'],
    caught: { operationId: 'listUsers', category: '401' },
    handlers: [
      http.get('*/api/users', ({ request }) =>
        bearerToken(request) ? undefined : HttpResponse.json([]),
      ),
    ],
  },
  {
    name: 'an employee may create teams (role check skipped)',
    only: ['createTeam'],
    caught: { operationId: 'createTeam', category: '403' },
    handlers: [
      http.post('*/api/teams', async ({ request }) => {
        const auth = caller(request);
        if (!auth || auth.user.role === 'admin') return undefined;
        const body = (await request.json()) as { name: string };
        const stamp = now().toISOString();
        const team = db.teams.insert({
          organizationId: auth.user.organizationId,
          name: body.name,
          description: '',
          isActive: true,
          managerEmployeeIds: [],
          createdAt: stamp,
          updatedAt: stamp,
        });
        return HttpResponse.json({ data: toTeamDto(team, now()) }, { status: 201 });
      }),
    ],
  },
  {
    name: 'an unknown body property accepted',
    only: ['createTeam'],
    caught: { operationId: 'createTeam', category: '400' },
    handlers: [
      http.post('*/api/teams', async ({ request }) => {
        const body = (await request
          .clone()
          .json()
          .catch(() => null)) as Record<string, unknown> | null;
        if (!body || !('contractProbeExtra' in body) || typeof body.name !== 'string') {
          return undefined;
        }
        const auth = caller(request);
        if (!auth) return unauthorized();
        const stamp = now().toISOString();
        const team = db.teams.insert({
          organizationId: auth.user.organizationId,
          name: body.name,
          description: '',
          isActive: true,
          managerEmployeeIds: [],
          createdAt: stamp,
          updatedAt: stamp,
        });
        return HttpResponse.json({ data: toTeamDto(team, now()) }, { status: 201 });
      }),
    ],
  },
  {
    name: "another organization's teams listed for its organizationId",
    only: ['listTeams'],
    caught: { operationId: 'listTeams', category: 'org' },
    handlers: [
      http.get('*/api/teams', ({ request }) => {
        const orgId = new URL(request.url).searchParams.get('organizationId');
        if (!orgId || !caller(request)) return undefined;
        const teams = db.teams.lookup('organizationId', orgId);
        return HttpResponse.json({ data: teams.map((team) => toTeamDto(team, now())) });
      }),
    ],
  },
];

/** Every variant: the base set, then one file per class of money rule. */
export const BROKEN_VARIANTS: readonly BrokenVariant[] = [
  ...BASE_VARIANTS,
  ...VISIBILITY_VARIANTS,
  ...AMOUNT_VARIANTS,
  ...PAY_CUT_VARIANTS,
  ...PROMOTION_VARIANTS,
  ...APPROVAL_VARIANTS,
  ...DUTY_OVERRIDE_VARIANTS,
  ...CALIBRATION_DUTY_VARIANTS,
  ...APPROVER_QUEUE_VARIANTS,
  ...VERSION_VARIANTS,
  ...UNIQUENESS_VARIANTS,
  ...IDEMPOTENCY_VARIANTS,
  ...WORKFLOW_STEP_VARIANTS,
  ...STARTER_SETUP_VARIANTS,
  ...ORGANIZATION_TYPE_VARIANTS,
  ...DRAFT_ANSWER_VARIANTS,
  ...HARDENING_VARIANTS,
  ...AUTH_HARDENING_VARIANTS,
  ...DIRECTORY_VARIANTS,
  ...PARTICIPANTS_LIST_VARIANTS,
  ...FIGURE_VARIANTS,
  ...FORMULA_TEXT_VARIANTS,
  ...MATRIX_VARIANTS,
  ...EMPLOYEE_ACCOUNT_VARIANTS,
  ...WORK_EMAIL_VARIANTS,
  ...IMPORT_CURRENCY_VARIANTS,
  ...OWN_REVIEW_VARIANTS,
  ...LEVEL_VARIANTS,
  ...LETTER_VARIANTS,
  ...LAUNCH_VARIANTS,
  ...STRICT_INPUT_VARIANTS,
  ...SANE_VALUE_VARIANTS,
  ...AUDIT_TRAIL_VARIANTS,
  ...CONTROL_TEXT_VARIANTS,
];
