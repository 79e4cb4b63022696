import type { ApiResponse } from './http';
import { FixtureError, PROBE_PASSWORD, type Dto, type World } from './world';

/**
 * An admin's override to decide a step assigned to another approver (openapi.yaml,
 * approveRecommendation): without it the step is not theirs to decide.
 */
export const ON_BEHALF = {
  onBehalf: true,
  onBehalfJustification: 'Contract suite: the approver is away',
} as const;

/** A recommendation under approval: its participant's path, its id and how to read it now. */
export interface ChainRef {
  base: string;
  recId: string;
  read: () => Promise<Dto>;
}

interface Decider {
  token: string;
  /** The ids a step's decidedById may name them by (employee id, user id). */
  ids: string[];
}

/** An admin of the organization (created once) who decides a step when the suite's admin may not. */
const spareAdmin = (w: World): Promise<Decider> =>
  w.once('duties-spare-admin', async () => {
    const other = await w.user({ role: 'admin' });
    const token = await w.loginAs(other.email, PROBE_PASSWORD);
    return { token, ids: [other.id, other.employeeId].filter(Boolean) };
  });

const is2xx = (status: number) => status >= 200 && status < 300;

/** The next undecided step of a recommendation, in order; undefined when none. */
export const nextStep = (rec: Dto): Dto | undefined =>
  [...(rec.approvalSteps ?? [])]
    .sort((a: Dto, b: Dto) => a.order - b.order)
    .find((s: Dto) => s.decision === null);

/**
 * Approves the next step as the contract allows it: by its own approver when the suite signs in
 * as them, else by an admin with the override, one who decided no other step of the chain
 * (nobody decides two) and neither submitted it nor is its subject.
 */
export async function approveNext(
  w: World,
  chain: ChainRef,
  comments: string,
): Promise<ApiResponse> {
  const rec = await chain.read();
  const next = nextStep(rec);
  if (!next) throw new FixtureError(`No step awaits a decision on ${chain.base}`);
  const deciders = new Set(
    (rec.approvalSteps ?? []).map((s: Dto) => s.decidedById).filter(Boolean),
  );
  const submitter = (rec.history ?? []).filter((e: Dto) => e.action === 'submit').at(-1)?.actorId;
  const free = (ids: (string | null | undefined)[]) =>
    !ids.some((id) => id && (deciders.has(id) || id === submitter));
  const own = (['admin', 'manager', 'employee', 'otherManager'] as const).find(
    (who) =>
      w.users[who]?.employeeId === next.approverId &&
      free([w.users[who].id, w.users[who].employeeId]),
  );
  const path = `${chain.base}/recommendations/${chain.recId}/approve`;
  if (own) return w.send({ method: 'patch', path, token: w.tokens[own], body: { comments } });
  const admins: Decider[] = [
    { token: w.tokens.admin, ids: [w.users.admin.id, w.users.admin.employeeId ?? ''] },
    await spareAdmin(w),
  ];
  const admin = admins.find((a) => free(a.ids));
  if (!admin) throw new FixtureError(`No admin left to decide a step on ${chain.base}`);
  return w.send({ method: 'patch', path, token: admin.token, body: { comments, ...ON_BEHALF } });
}

/** Approves every step in turn ({@link approveNext}) until the recommendation is approved. */
export async function approveInTurn(w: World, chain: ChainRef, comments: string): Promise<void> {
  for (let i = 0; i < 8; i += 1) {
    if ((await chain.read()).status === 'approved') return;
    const response = await approveNext(w, chain, comments);
    if (!is2xx(response.status)) throw new FixtureError('Approve a step in turn', response);
  }
  throw new FixtureError(`The recommendation on ${chain.base} is not approved after 8 approvals`);
}
