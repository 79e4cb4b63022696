import type { Caller } from './role-matrix';
import { wrapTransport, type ApiRequest, type ApiResponse, type Transport } from './http';

/**
 * What the contract suite knows about the server under test, found through the API itself: the
 * signed-in demo accounts, records of each relationship to them (a direct report, an outsider,
 * their team, a cycle they take part in...), and throwaway records it creates for writes and
 * deletes (removed again by {@link World.cleanup}). Nothing here reads a database: any server that
 * implements `openapi.yaml` and has the accounts works.
 */

/** A caller of the suite: the roles of the matrix, plus an admin of another organization. */
export type Who = Caller | 'otherAdmin';
type Account = { email: string; password: string };
export type SignedIn = Exclude<Who, 'anonymous'>;

/**
 * The accounts the suite signs in with. `manager` must be the (primary or secondary) manager of
 * `employee`; `otherAdmin` is an admin of a second organization. (`otherManager`, a manager of
 * no one, is created by the suite.)
 */
export type Accounts = Record<Exclude<SignedIn, 'otherManager'>, Account>;

// Response bodies are checked against the contract separately; here they are only read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type Dto = any;

/** A setup call answered something else than expected: the fixture cannot be built. */
export class FixtureError extends Error {
  constructor(what: string, response?: ApiResponse) {
    super(response ? `${what}: ${response.status} ${response.text.slice(0, 300)}` : what);
    this.name = 'FixtureError';
  }
}

interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  organizationId: string;
  employeeId: string | null;
}

interface StageWorld {
  cycleId: string;
  own: string;
  report: string;
  outsider: string;
}

interface Awaiting {
  cycleId: string;
  participantId: string;
  recommendationId: string;
}

const GIVEN: readonly Exclude<SignedIn, 'otherManager'>[] = [
  'admin',
  'manager',
  'employee',
  'otherAdmin',
];
const DAY = 24 * 60 * 60 * 1000;

/** A password that meets the spec's rules (8+, upper, lower, digit, special). */
export const PROBE_PASSWORD = 'Contract!2026a';

export class World {
  readonly api: Transport;
  readonly accounts: Record<SignedIn, Account>;
  /** Unique per run: throwaway names and emails never clash with a previous run. */
  readonly runId: string;
  readonly tokens = {} as Record<SignedIn, string>;
  readonly users = {} as Record<SignedIn, SessionUser>;
  /** A token that was valid and has been signed out. */
  revokedToken = '';
  /** A token of a user who has since been archived. */
  archivedToken = '';
  /**
   * Callers of the other organization (created by its admin): an employee, their manager, a
   * manager of no one, and a revoked and an archived user's token.
   */
  readonly otherOrg = {
    tokens: {} as Record<'employee' | 'manager' | 'otherManager', string>,
    revokedToken: '',
    archivedToken: '',
  };
  /** Ids of records of the suite's organization, for the isolation checks. */
  readonly orgIds = new Set<string>();

  // Relationship targets (see Target in scripts/contract/role-matrix.ts).
  reportId = '';
  outsiderId = '';
  ownTeamId = '';
  otherTeamId = '';
  sharedCycleId = '';
  otherCycleId = '';
  /** Participants of the shared cycle. */
  participants = { own: '', report: '', outsider: '' };
  selfStageId = '';
  managerStageId = '';
  reviewTypeId = '';
  reviewTemplateId = '';
  approvalTemplateId = '';
  salaryTypeId = '';

  private counter = 0;
  private readonly memo = new Map<string, Promise<unknown>>();
  private stageWorld?: Promise<StageWorld>;
  /** Deletes to send at the end, newest first. */
  private readonly created: { path: string; label: string; token?: string }[] = [];

  /** Told of every answer the suite receives (the HTTP-layer checks watch the headers). */
  readonly listeners = new Set<(request: ApiRequest, response: ApiResponse) => void>();

  constructor(api: Transport, accounts: Accounts, runId = Date.now().toString(36)) {
    this.api = wrapTransport(api, (inner) => async (request) => {
      const response = await inner(request);
      for (const listener of this.listeners) listener(request, response);
      return response;
    });
    this.accounts = { ...accounts, otherManager: { email: '', password: PROBE_PASSWORD } };
    this.runId = runId;
  }

  get orgId(): string {
    return this.users.admin.organizationId;
  }

  /** A name or email part unique to this call. */
  unique(prefix: string): string {
    this.counter += 1;
    return `${prefix}-${this.runId}-${this.counter}`;
  }

  /** The token of a caller (null for anonymous). */
  tokenOf(who: Who): string | null {
    return who === 'anonymous' ? null : this.tokens[who];
  }

  /** The signed-in user of a caller (the admin's for anonymous, whose probes name no one). */
  userOf(who: Who): SessionUser {
    return this.users[who === 'anonymous' ? 'admin' : who];
  }

  /** The employee id of a caller. */
  employeeOf(who: SignedIn): string {
    const id = this.users[who].employeeId;
    if (!id) throw new FixtureError(`${who} (${this.accounts[who].email}) has no employee record`);
    return id;
  }

  send(request: ApiRequest): Promise<ApiResponse> {
    return this.api(request);
  }

  /** A setup call that must answer 2xx; returns the body. */
  async must(
    who: SignedIn,
    method: string,
    path: string,
    body?: unknown,
    query?: Record<string, string>,
  ): Promise<Dto> {
    const response = await this.api({ method, path, body, query, token: this.tokens[who] });
    if (response.status < 200 || response.status >= 300) {
      throw new FixtureError(`${who}: ${method.toUpperCase()} ${path}`, response);
    }
    return response.body;
  }

  /** `{ data }` of a setup call. */
  async data(who: SignedIn, path: string, query?: Record<string, string>): Promise<Dto> {
    const body = await this.must(who, 'get', path, undefined, query);
    return body && typeof body === 'object' && 'data' in body ? body.data : body;
  }

  /** Signs in and returns a new token. */
  login(who: SignedIn): Promise<string> {
    const account = this.accounts[who];
    return this.loginAs(account.email, account.password);
  }

  async loginAs(email: string, password: string): Promise<string> {
    const response = await this.api({
      method: 'post',
      path: '/api/auth/login',
      body: { email, password },
    });
    const token = (response.body as Dto)?.token;
    if (response.status !== 200 || typeof token !== 'string') {
      throw new FixtureError(`Sign in as ${email}`, response);
    }
    return token;
  }

  /** Signs every account in and finds the records the probes point at. */
  async discover(): Promise<this> {
    for (const who of GIVEN) {
      this.tokens[who] = await this.login(who);
      const session = await this.must(who, 'get', '/api/auth/validate-session');
      this.users[who] = session.user as SessionUser;
    }
    const { admin, manager, employee, otherAdmin } = this.users;
    if (admin.role !== 'admin' || otherAdmin.role !== 'admin') {
      throw new FixtureError('The admin accounts must have the role admin');
    }
    if (otherAdmin.organizationId === admin.organizationId) {
      throw new FixtureError('The other admin must belong to another organization');
    }
    if (manager.role !== 'manager' || employee.role !== 'employee') {
      throw new FixtureError('The manager and employee accounts must have those roles');
    }
    this.revokedToken = await this.login('employee');
    const out = await this.api({
      method: 'post',
      path: '/api/auth/logout',
      token: this.revokedToken,
    });
    if (out.status !== 204) throw new FixtureError('Sign out of a probe session', out);

    const manager2 = await this.user({ role: 'manager' });
    this.accounts.otherManager.email = manager2.email;
    this.tokens.otherManager = await this.login('otherManager');
    this.users.otherManager = (
      await this.must('otherManager', 'get', '/api/auth/validate-session')
    ).user;
    const archived = await this.user();
    this.archivedToken = await this.loginAs(archived.email, PROBE_PASSWORD);
    await this.must('admin', 'put', `/api/users/${archived.id}/deactivate`);

    await this.discoverOtherOrganization();
    await this.discoverPeople();
    await this.discoverTeams();
    await this.discoverCycles();
    await this.discoverCatalogues();
    return this;
  }

  /** Users of the other organization, created by its admin (deleted at cleanup). */
  private async discoverOtherOrganization(): Promise<void> {
    const token = this.tokens.otherAdmin;
    const create = async (extra: Dto = {}): Promise<Dto> => {
      const response = await this.api({
        method: 'post',
        path: '/api/users',
        token,
        body: { ...this.userBody(), ...extra },
      });
      if (response.status !== 201 && response.status !== 200)
        throw new FixtureError('otherAdmin: POST /api/users', response);
      const user = response.body as Dto;
      this.track(`/api/users/${user.id}`, 'user of the other organization', token);
      return user;
    };
    const manager = await create({ role: 'manager' });
    const employee = await create({ primaryManagerId: manager.employeeId ?? null });
    const loner = await create({ role: 'manager' });
    const archived = await create();
    const other = this.otherOrg;
    other.tokens.manager = await this.loginAs(manager.email, PROBE_PASSWORD);
    other.tokens.employee = await this.loginAs(employee.email, PROBE_PASSWORD);
    other.tokens.otherManager = await this.loginAs(loner.email, PROBE_PASSWORD);
    other.archivedToken = await this.loginAs(archived.email, PROBE_PASSWORD);
    const off = await this.api({
      method: 'put',
      path: `/api/users/${archived.id}/deactivate`,
      token,
    });
    if (off.status < 200 || off.status >= 300)
      throw new FixtureError('otherAdmin: archive a user', off);
    other.revokedToken = await this.loginAs(employee.email, PROBE_PASSWORD);
    const out = await this.api({
      method: 'post',
      path: '/api/auth/logout',
      token: other.revokedToken,
    });
    if (out.status !== 204) throw new FixtureError('Sign out of a probe session', out);
  }

  private remember(ids: Iterable<string | null | undefined>): void {
    for (const id of ids) if (id) this.orgIds.add(id);
  }

  private async discoverPeople(): Promise<void> {
    const employees: Dto[] = (await this.must('admin', 'get', '/api/employees')).data;
    const users: Dto[] = await this.must('admin', 'get', '/api/users');
    this.remember([this.orgId]);
    this.remember(employees.map((e) => e.id));
    this.remember(users.map((u) => u.id));
    const me = this.employeeOf('employee');
    const boss = this.employeeOf('manager');
    const reports: Dto[] = await this.data('manager', '/api/manager/team');
    if (!reports.some((r) => r.id === me)) {
      throw new FixtureError('The employee account must be a direct report of the manager account');
    }
    const reportIds = new Set(reports.map((r) => r.id as string));
    const report = reports.find((r) => r.id !== me);
    if (!report) throw new FixtureError('The manager needs a second direct report');
    this.reportId = report.id;
    const known = new Set([me, boss, this.employeeOf('admin')]);
    const outsider = employees.find((e) => !known.has(e.id) && !reportIds.has(e.id));
    if (!outsider) throw new FixtureError('No employee outside the manager’s team');
    this.outsiderId = outsider.id;
  }

  private async discoverTeams(): Promise<void> {
    const all: Dto[] = await this.data('admin', '/api/teams');
    this.remember(all.map((t) => t.id));
    const mine: Dto[] = await this.data('employee', '/api/teams');
    const theirs: Dto[] = await this.data('manager', '/api/teams');
    const seen = new Set([...mine, ...theirs].map((t) => t.id as string));
    const own = mine.find((t) => theirs.some((m) => m.id === t.id));
    if (!own) throw new FixtureError('The employee and manager share no team');
    const other = all.find((t) => !seen.has(t.id));
    if (!other) throw new FixtureError('No team outside the manager’s and employee’s teams');
    this.ownTeamId = own.id;
    this.otherTeamId = other.id;
  }

  private async discoverCycles(): Promise<void> {
    const all: Dto[] = await this.data('admin', '/api/review-cycles');
    this.remember(all.map((c) => c.id));
    const mine: Dto[] = await this.data('employee', '/api/review-cycles');
    const theirs: Dto[] = await this.data('manager', '/api/review-cycles');
    const seen = new Set([...mine, ...theirs].map((c) => c.id as string));
    const other = all.find((c) => !seen.has(c.id));
    if (!other) throw new FixtureError('No cycle without the manager’s team');
    this.otherCycleId = other.id;

    const stages: Dto[] = await this.data('admin', '/api/review-stages');
    this.remember(stages.map((s) => s.id));
    const typeOf = new Map(stages.map((s) => [s.id as string, s.type as string]));
    const me = this.employeeOf('employee');
    const boss = this.employeeOf('manager');
    // Prefer a running cycle: its stages carry submitted data.
    const ordered = [...mine].sort(
      (a, b) =>
        Number(/draft/i.test(a.status?.name ?? '')) - Number(/draft/i.test(b.status?.name ?? '')),
    );
    for (const cycle of ordered) {
      const steps: Dto[] = cycle.reviewWorkflowInstance?.steps ?? [];
      const stageIds = steps.map((s) => s.assigneeId as string);
      const self = stageIds.find((id) => typeOf.get(id) === 'self_review');
      const manager = stageIds.find((id) => typeOf.get(id) === 'manager_review');
      if (!self || !manager) continue;
      const rows: Dto[] = (
        await this.must('admin', 'get', `/api/review-cycles/${cycle.id}/participants`)
      ).data;
      const own = rows.find((p) => p.employeeId === me);
      const report = rows.find(
        (p) => p.managerId === boss && p.employeeId !== me && p.employeeId !== boss,
      );
      const outsider = rows.find(
        (p) => p.managerId !== boss && p.employeeId !== me && p.employeeId !== boss,
      );
      if (!own || !report || !outsider) continue;
      this.sharedCycleId = cycle.id;
      this.participants = { own: own.id, report: report.id, outsider: outsider.id };
      this.selfStageId = self;
      this.managerStageId = manager;
      this.reviewTemplateId = cycle.reviewWorkflowInstance?.templateId ?? '';
      this.approvalTemplateId = cycle.approvalWorkflowInstance?.templateId ?? '';
      this.remember(rows.map((p) => p.id));
      return;
    }
    throw new FixtureError(
      'No cycle of the employee with self and manager review stages, a second report and an outsider',
    );
  }

  private async discoverCatalogues(): Promise<void> {
    const types: Dto[] = await this.data('admin', '/api/review-types');
    if (!types[0]) throw new FixtureError('No review types');
    this.reviewTypeId = types[0].id;
    const compensation: Dto[] = await this.data('admin', '/api/compensation/types');
    const salary = compensation.find((t) => /salary/i.test(t.name)) ?? compensation[0];
    if (!salary) throw new FixtureError('No compensation types');
    this.salaryTypeId = salary.id;
    const templates: Dto[] = await this.data('admin', '/api/workflows/workflow-templates');
    const metrics: Dto[] = await this.must('admin', 'get', '/api/performance-metrics');
    const categories: Dto[] = await this.data('admin', '/api/compensation/categories');
    const levels: Dto[] = await this.data('admin', '/api/levels');
    this.remember([
      ...types.map((t) => t.id),
      ...compensation.map((t) => t.id),
      ...templates.map((t) => t.id),
      ...metrics.map((m) => m.id),
      ...categories.map((c) => c.id),
      ...levels.map((l) => l.id),
    ]);
    this.reviewTemplateId ||= templates.find((t) => t.type === 'reviewCycle')?.id ?? '';
    this.approvalTemplateId ||= templates.find((t) => t.type === 'approvalChain')?.id ?? '';
  }

  /** A recommendation on which the manager's approval step is undecided. */
  async awaitingManager(): Promise<Awaiting> {
    const pending: Dto[] = await this.data('manager', '/api/review-cycles/pending-approvals');
    const step = pending[0];
    if (!step) throw new FixtureError('No approval awaits the manager');
    return {
      cycleId: step.cycleId,
      participantId: step.participantId,
      recommendationId: step.recommendationId,
    };
  }

  /** A cycle of this run with the employee, a report and the outsider (for stage writes). */
  stageCycle(): Promise<StageWorld> {
    this.stageWorld ??= (async () => {
      const cycle = await this.cycle([this.employeeOf('employee'), this.reportId, this.outsiderId]);
      const rows: Dto[] = (
        await this.must('admin', 'get', `/api/review-cycles/${cycle}/participants`)
      ).data;
      const find = (employeeId: string) => {
        const found = rows.find((p) => p.employeeId === employeeId);
        if (!found) throw new FixtureError(`Participant ${employeeId} missing in cycle ${cycle}`);
        return found.id as string;
      };
      return {
        cycleId: cycle,
        own: find(this.employeeOf('employee')),
        report: find(this.reportId),
        outsider: find(this.outsiderId),
      };
    })();
    return this.stageWorld;
  }

  /**
   * One record per `key` until {@link forget}: refused calls change nothing, so the cells of an
   * operation share a throwaway record (creating users costs a password hash each).
   */
  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let made = this.memo.get(key) as Promise<T> | undefined;
    if (!made) {
      made = make();
      this.memo.set(key, made);
      made.catch(() => this.memo.delete(key));
    }
    return made;
  }

  /** The next {@link once} for `key` (all keys without one) makes a new record. */
  forget(key?: string): void {
    if (key === undefined) this.memo.clear();
    else this.memo.delete(key);
  }

  /** Deletes `path` at cleanup (a record a probe created). */
  track(path: string, label: string, token?: string): void {
    this.created.push(token ? { path, label, token } : { path, label });
  }

  /** Body of a cycle limited to `employeeIds`, starting today. */
  cycleBody(employeeIds: string[]): Dto {
    const today = new Date();
    return {
      name: this.unique('Contract cycle'),
      type: this.reviewTypeId,
      startDate: today.toISOString().slice(0, 10),
      endDate: new Date(today.getTime() + 30 * DAY).toISOString().slice(0, 10),
      scope: 'individuals',
      employeeIds,
      reviewWorkflowTemplateId: this.reviewTemplateId || null,
      approvalWorkflowTemplateId: this.approvalTemplateId || null,
    };
  }

  // Throwaway records, created as the admin and deleted by cleanup().

  async cycle(employeeIds: string[] = [this.outsiderId]): Promise<string> {
    const created = await this.must(
      'admin',
      'post',
      '/api/review-cycles',
      this.cycleBody(employeeIds),
    );
    this.track(`/api/review-cycles/${created.data.id}`, 'cycle');
    return created.data.id;
  }

  userBody(): Dto {
    const name = this.unique('probe');
    return {
      firstName: 'Contract',
      lastName: `Probe ${name}`,
      email: `${name}@contract.example`,
      role: 'employee',
      password: PROBE_PASSWORD,
    };
  }

  async user(extra: Dto = {}): Promise<Dto> {
    const created = await this.must('admin', 'post', '/api/users', {
      ...this.userBody(),
      ...extra,
    });
    this.track(`/api/users/${created.id}`, 'user');
    return created;
  }

  teamBody(): Dto {
    return { name: this.unique('Contract team'), description: 'Created by the contract suite' };
  }

  async team(): Promise<string> {
    const created = await this.must('admin', 'post', '/api/teams', this.teamBody());
    this.track(`/api/teams/${created.data.id}`, 'team');
    return created.data.id;
  }

  async organizationType(): Promise<string> {
    const created = await this.must('admin', 'post', '/api/organization-types', {
      name: this.unique('Contract type'),
    });
    this.track(`/api/organization-types/${created.data.id}`, 'organization type');
    // Each organization's own: another organization's answers must not name it.
    this.remember([created.data.id]);
    return created.data.id;
  }

  metricBody(): Dto {
    return {
      name: this.unique('Contract metric'),
      order: 99,
      scaleType: 'numeric',
      minValue: 0,
      maxValue: 5,
    };
  }

  async metric(): Promise<string> {
    const created = await this.must('admin', 'post', '/api/performance-metrics', this.metricBody());
    this.track(`/api/performance-metrics/${created.data.id}`, 'metric');
    return created.data.id;
  }

  stageBody(): Dto {
    return { name: this.unique('Contract stage'), type: 'self_review' };
  }

  async reviewStage(): Promise<string> {
    const created = await this.must('admin', 'post', '/api/review-stages', this.stageBody());
    this.track(`/api/review-stages/${created.data.id}`, 'review stage');
    return created.data.id;
  }

  templateBody(): Dto {
    return {
      name: this.unique('Contract approvals'),
      type: 'approvalChain',
      steps: [
        {
          name: 'Approval',
          stepType: 'approval',
          assigneeType: 'user',
          assigneeId: this.users.manager.id,
          order: 1,
        },
      ],
    };
  }

  async template(): Promise<string> {
    const created = await this.must(
      'admin',
      'post',
      '/api/workflows/workflow-templates',
      this.templateBody(),
    );
    this.track(`/api/workflows/workflow-templates/${created.data.id}`, 'workflow template');
    return created.data.id;
  }

  /** A level of this run with one default band. */
  levelBody(): Dto {
    return {
      name: this.unique('Contract level'),
      order: 900,
      jobFamily: null,
      bands: [{ zone: null, currency: 'USD', min: 50000, mid: 60000, max: 70000 }],
    };
  }

  async level(): Promise<string> {
    const created = await this.must('admin', 'post', '/api/levels', this.levelBody());
    this.track(`/api/levels/${created.data.id}`, 'level');
    return created.data.id;
  }

  async category(): Promise<string> {
    const created = await this.must('admin', 'post', '/api/compensation/categories', {
      name: this.unique('Contract category'),
    });
    this.track(`/api/compensation/categories/${created.data.id}`, 'compensation category');
    return created.data.id;
  }

  async compensationType(): Promise<string> {
    const category = await this.category();
    const created = await this.must(
      'admin',
      'post',
      `/api/compensation/categories/${category}/types`,
      {
        name: this.unique('Contract compensation type'),
      },
    );
    return created.data.id;
  }

  /** Deletes what the suite created, newest first; returns what could not be deleted. */
  async cleanup(): Promise<string[]> {
    const left: string[] = [];
    for (const { path, label, token } of this.created.splice(0).reverse()) {
      const response = await this.api({
        method: 'delete',
        path,
        token: token ?? this.tokens.admin,
      });
      if (response.status !== 204 && response.status !== 404)
        left.push(`${label} ${path} (${response.status})`);
    }
    return left;
  }
}
