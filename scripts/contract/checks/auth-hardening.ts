import {
  RATE_LIMIT_BYPASS_HEADER,
  withoutBypass,
  withRateLimitBypass,
  type ApiRequest,
  type ApiResponse,
} from '../http';
import type { Sequence, SequenceCheck } from '../sequences';
import { PROBE_PASSWORD, type Dto, type World } from '../world';

/**
 * Sign-in protection and the forced password change (openapi.yaml, "Sign-in
 * protection" and "Forced password change"), reported in the `auth` column:
 * - login: a wrong password, an unknown email and an archived account answer alike (status, body,
 *   median time); a bounded burst of wrong passwords for one account meets a 429 with
 *   `Retry-After`, after which even the right password is refused;
 * - updateProfile: a password change revokes the user's other sessions and keeps the caller's;
 *   while a forced change is pending every other call answers 403 `password_change_required`,
 *   reading the session and signing out still work, and the temporary password cannot be the new one.
 *
 * A server that throttles may let tests skip its limits with a bypass token
 * (`--rate-limit-bypass TOKEN`): the suite then sends it on every call but the burst, the one
 * check that must meet the limit.
 */

export { RATE_LIMIT_BYPASS_HEADER, withoutBypass, withRateLimitBypass };

/** Wrong passwords the burst may send before a 429 is due (the contract's limit is 10). */
export const BURST = 30;
/** Tries of each sign-in failure; under the per-account limit, so a throttled server still answers 401. */
const TIMING_TRIES = 9;
/** Times further apart than this (and than half the slowest) tell the failures apart. */
const TIMING_SLACK_MS = 10;

const PASSWORD_CHANGE_REQUIRED = 'password_change_required';
const WRONG_PASSWORD = 'Contract-wrong!2026';
const NEW_PASSWORD = 'Contract!2026b';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Whether the cases' typical times (one per case) differ by more than noise would. */
function apart(times: number[]): boolean {
  const slowest = Math.max(...times);
  return slowest - Math.min(...times) > Math.max(TIMING_SLACK_MS, slowest / 2);
}

function describe(response: ApiResponse): string {
  return `${response.status} ${response.text.slice(0, 160)}`;
}

async function timed(
  w: World,
  request: ApiRequest,
): Promise<{ ms: number; response: ApiResponse }> {
  const started = performance.now();
  const response = await w.send(request);
  return { ms: performance.now() - started, response };
}

const signIn = (email: string, password: string): ApiRequest => ({
  method: 'post',
  path: '/api/auth/login',
  body: { email, password },
});

/** A throwaway user of the suite's organization, signed in with {@link PROBE_PASSWORD}. */
async function probeUser(w: World, extra: Dto = {}): Promise<Dto> {
  return w.user(extra);
}

async function failuresAlike(w: World): Promise<SequenceCheck[]> {
  const real = await probeUser(w);
  const archived = await probeUser(w);
  await w.must('admin', 'put', `/api/users/${archived.id}/deactivate`);
  const cases: [string, () => ApiRequest][] = [
    ['a wrong password', () => signIn(real.email, WRONG_PASSWORD)],
    ['an unknown email', () => signIn(`${w.unique('nobody')}@contract.example`, WRONG_PASSWORD)],
    // The right password: an archived account must not be told apart even then.
    ['an archived account', () => signIn(archived.email, PROBE_PASSWORD)],
  ];
  const times: number[][] = cases.map(() => []);
  const answers: ApiResponse[][] = cases.map(() => []);
  // Interleaved, so a slow moment of the server weighs on every case alike.
  for (let i = 0; i < TIMING_TRIES; i++) {
    for (const [n, [, request]] of cases.entries()) {
      const { ms, response } = await timed(w, request());
      times[n]!.push(ms);
      answers[n]!.push(response);
    }
  }
  const [first] = answers[0]!;
  let same: string | null = null;
  for (const [n, [what]] of cases.entries()) {
    const odd = answers[n]!.find(
      (r) => r.status !== 401 || r.text !== first!.text || r.contentType !== first!.contentType,
    );
    if (odd) {
      same = `${what} answered ${describe(odd)}; ${cases[0]![0]} ${describe(first!)}`;
      break;
    }
  }
  if (!same && first!.status !== 401) same = `the failures answered ${describe(first!)}, not 401`;
  const medians = times.map(median);
  const fastest = times.map((t) => Math.min(...t));
  const spread = cases
    .map(([what], n) => `${what} ${medians[n]!.toFixed(1)} ms (fastest ${fastest[n]!.toFixed(1)})`)
    .join(', ');
  // Load on the machine only adds time: the medians and the fastest tries must both differ.
  const toldApart = apart(medians) && apart(fastest);
  return [
    {
      label: 'a wrong password, an unknown email and an archived account answer alike',
      problem: same,
    },
    {
      label: `…and take about as long (median and fastest of ${TIMING_TRIES})`,
      problem: toldApart ? `the times tell them apart: ${spread}` : null,
    },
  ];
}

async function burstMeetsLimit(w: World): Promise<SequenceCheck[]> {
  const user = await probeUser(w);
  const send = withoutBypass(w.api);
  let refused: ApiResponse | null = null;
  let sent = 0;
  while (!refused && sent < BURST) {
    const response = await send(signIn(user.email, WRONG_PASSWORD));
    sent += 1;
    if (response.status === 429) refused = response;
    else if (response.status !== 401)
      return [{ label: 'a burst of wrong passwords', problem: `answered ${describe(response)}` }];
  }
  const label = `a burst of at most ${BURST} wrong passwords for one account meets 429`;
  if (!refused) {
    return [{ label, problem: `${BURST} wrong passwords all answered 401: nothing is throttled` }];
  }
  const retryAfter = refused.headers?.get('retry-after') ?? null;
  const error = (refused.body as Dto)?.error;
  let problem: string | null = null;
  if (!retryAfter || !/^\d+$/.test(retryAfter) || Number(retryAfter) < 1)
    problem = `the 429 carries Retry-After ${JSON.stringify(retryAfter)}, not whole seconds`;
  else if (typeof error !== 'string' || !error)
    problem = `the 429 has no error message: ${describe(refused)}`;
  const right = await send(signIn(user.email, PROBE_PASSWORD));
  return [
    { label: `${label} (after ${sent}) with Retry-After`, problem },
    {
      label: 'the right password right after the burst is refused too',
      problem: right.status === 429 ? null : `it answered ${describe(right)}`,
    },
  ];
}

async function revokesOtherSessions(w: World): Promise<SequenceCheck[]> {
  const user = await probeUser(w);
  const current = await w.loginAs(user.email, PROBE_PASSWORD);
  const other = await w.loginAs(user.email, PROBE_PASSWORD);
  const change = await w.send({
    method: 'put',
    path: '/api/users/profile',
    token: current,
    body: { currentPassword: PROBE_PASSWORD, newPassword: NEW_PASSWORD },
  });
  const label = "a password change revokes the user's other sessions and keeps the caller's";
  if (change.status !== 200) return [{ label, problem: `the change answered ${describe(change)}` }];
  const session = (token: string) =>
    w.send({ method: 'get', path: '/api/auth/validate-session', token });
  const [kept, revoked] = [await session(current), await session(other)];
  let problem: string | null = null;
  if (revoked.status !== 401)
    problem = `the other session still answers ${revoked.status} after the change`;
  else if (kept.status !== 200) problem = `the session that made the change answers ${kept.status}`;
  return [{ label, problem }];
}

async function forcedChangeEnforced(w: World): Promise<SequenceCheck[]> {
  const user = await probeUser(w, { temporaryPassword: true, forcePasswordChange: true });
  const signedIn = await w.send(signIn(user.email, PROBE_PASSWORD));
  if (signedIn.status !== 200 || (signedIn.body as Dto)?.requiresPasswordChange !== true) {
    return [
      {
        label: 'a user with a forced change signs in',
        problem: `sign-in answered ${describe(signedIn)}`,
      },
    ];
  }
  const token = (signedIn.body as Dto).token as string;
  const spare = await w.loginAs(user.email, PROBE_PASSWORD);
  const checks: SequenceCheck[] = [];
  const refusedCalls: ApiRequest[] = [
    { method: 'get', path: '/api/me/reviews', token },
    { method: 'post', path: '/api/me/notifications/read-all', token },
  ];
  for (const call of refusedCalls) {
    const response = await w.send(call);
    const code = (response.body as Dto)?.code;
    checks.push({
      label: `while a forced change is pending, ${call.method.toUpperCase()} ${call.path} answers 403 ${PASSWORD_CHANGE_REQUIRED}`,
      problem:
        response.status === 403 && code === PASSWORD_CHANGE_REQUIRED
          ? null
          : `it answered ${describe(response)}`,
    });
  }
  const session = await w.send({ method: 'get', path: '/api/auth/validate-session', token });
  const logout = await w.send({ method: 'post', path: '/api/auth/logout', token: spare });
  checks.push({
    label: 'while a forced change is pending, reading the session and signing out work',
    problem:
      session.status === 200 && logout.status === 204
        ? null
        : `validate-session ${session.status}, logout ${logout.status}`,
  });
  const same = await w.send({
    method: 'put',
    path: '/api/users/profile',
    token,
    body: { newPassword: PROBE_PASSWORD },
  });
  const onField = ((same.body as Dto)?.details ?? []).some((d: Dto) => d?.field === 'newPassword');
  checks.push({
    label: 'the temporary password cannot be the new one (400 on newPassword)',
    problem: same.status === 400 && onField ? null : `it answered ${describe(same)}`,
  });
  const change = await w.send({
    method: 'put',
    path: '/api/users/profile',
    token,
    body: { newPassword: NEW_PASSWORD },
  });
  const after = await w.send(refusedCalls[0]!);
  checks.push({
    label: 'after the forced change the user is let in',
    problem:
      change.status === 200 && after.status === 200
        ? null
        : `change ${describe(change)}; then ${after.status}`,
  });
  return checks;
}

export const AUTH_HARDENING_CHECKS: Record<string, Sequence> = {
  login: async (w) => [...(await failuresAlike(w)), ...(await burstMeetsLimit(w))],
  updateProfile: async (w) => [
    ...(await revokesOtherSessions(w)),
    ...(await forcedChangeEnforced(w)),
  ],
};
