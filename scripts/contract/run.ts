/**
 * The contract suite against a running server:
 *
 *   npm run contract -- --base-url http://127.0.0.1:8787
 *   npm run contract -- --base-url https://api.example.com --admin-email a@x --manager-email m@x \
 *     --employee-email e@x --other-admin-email o@y --password '...' [--only getTeam,listTeams]
 *
 * Every flag has an environment variable (CONTRACT_BASE_URL, CONTRACT_ADMIN_EMAIL, ...,
 * CONTRACT_PASSWORD, per-account CONTRACT_ADMIN_PASSWORD..., CONTRACT_EXPIRED_TOKEN); the defaults
 * are the demo accounts of the mock backend. Prints one line per operation and
 * `N passed, M failed`; exits 1 on any mismatch, 2 on bad usage. Generated requests: `--seed N`
 * (default fixed, so CI sends the same requests every run), `--runs N` valid and N invalid per
 * operation (default 100; more for a longer run on demand), `--concurrency N` in flight. The
 * HTTP layer (odd methods, malformed targets, oversized bodies, headers) is probed over raw HTTP.
 * `--rate-limit-bypass TOKEN` (CONTRACT_RATE_LIMIT_BYPASS): a test server's token that lifts its
 * rate limits, sent on every call but the throttling checks (see checks/auth-hardening.ts).
 */
import { parseArgs } from 'node:util';
import {
  DEMO_ADMIN,
  DEMO_EMPLOYEE,
  DEMO_MANAGER,
  DEMO_PASSWORD,
  GLOBEX_ADMIN,
} from '@mocks/seed/accounts';
import { RATE_LIMIT_BYPASS_HEADER, withRateLimitBypass } from './checks/auth-hardening';
import { fetchTransport } from './http';
import { runContract } from './runner';
import type { Accounts } from './world';

const env = process.env;
const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: env.CONTRACT_BASE_URL },
    'admin-email': { type: 'string', default: env.CONTRACT_ADMIN_EMAIL ?? DEMO_ADMIN.email },
    'manager-email': { type: 'string', default: env.CONTRACT_MANAGER_EMAIL ?? DEMO_MANAGER.email },
    'employee-email': {
      type: 'string',
      default: env.CONTRACT_EMPLOYEE_EMAIL ?? DEMO_EMPLOYEE.email,
    },
    'other-admin-email': {
      type: 'string',
      default: env.CONTRACT_OTHER_ADMIN_EMAIL ?? GLOBEX_ADMIN.email,
    },
    password: { type: 'string', default: env.CONTRACT_PASSWORD ?? DEMO_PASSWORD },
    'admin-password': { type: 'string', default: env.CONTRACT_ADMIN_PASSWORD },
    'manager-password': { type: 'string', default: env.CONTRACT_MANAGER_PASSWORD },
    'employee-password': { type: 'string', default: env.CONTRACT_EMPLOYEE_PASSWORD },
    'other-admin-password': { type: 'string', default: env.CONTRACT_OTHER_ADMIN_PASSWORD },
    'expired-token': { type: 'string', default: env.CONTRACT_EXPIRED_TOKEN },
    only: { type: 'string', default: env.CONTRACT_ONLY },
    seed: { type: 'string', default: env.CONTRACT_SEED ?? '20261123' },
    runs: { type: 'string', default: env.CONTRACT_RUNS ?? '100' },
    concurrency: { type: 'string', default: env.CONTRACT_CONCURRENCY ?? '4' },
    'rate-limit-bypass': { type: 'string', default: env.CONTRACT_RATE_LIMIT_BYPASS },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help || !values['base-url']) {
  console.log(
    'Usage: npm run contract -- --base-url URL [--admin-email E] [--manager-email E] [--employee-email E]\n' +
      '         [--other-admin-email E] [--password P] [--<role>-password P] [--expired-token T] [--only opA,opB]\n' +
      '         [--seed N] [--runs N (generated valid and invalid requests per operation; 0: none)] [--concurrency N]\n' +
      '         [--rate-limit-bypass TOKEN (sent in X-Meritly-Rate-Limit-Bypass on every call but the throttling checks)]\n' +
      'The manager must manage the employee; the other admin belongs to a second organization.',
  );
  process.exit(values.help ? 0 : 2);
}

const account = (email: string | undefined, password: string | undefined) => ({
  email: email ?? '',
  password: password ?? values.password ?? '',
});

const accounts: Accounts = {
  admin: account(values['admin-email'], values['admin-password']),
  manager: account(values['manager-email'], values['manager-password']),
  employee: account(values['employee-email'], values['employee-password']),
  otherAdmin: account(values['other-admin-email'], values['other-admin-password']),
};

const baseUrl = values['base-url'];
console.log(`Contract suite against ${baseUrl}`);
if (!values['expired-token']) {
  console.log('(expired tokens not checked: pass --expired-token to include them)');
}
const bypass = values['rate-limit-bypass'];
if (bypass) {
  console.log(
    `Rate limits bypassed: ${RATE_LIMIT_BYPASS_HEADER} sent on every call except the throttling checks`,
  );
} else {
  console.log(
    "(no --rate-limit-bypass: every call counts against the server's rate limits; the generated sign-in requests may meet 429)",
  );
}
const result = await runContract({
  transport: bypass
    ? withRateLimitBypass(fetchTransport(baseUrl), bypass)
    : fetchTransport(baseUrl),
  accounts,
  expiredToken: values['expired-token'] || undefined,
  only: values.only ? values.only.split(',').map((id) => id.trim()) : undefined,
  log: (text) => console.log(text),
  httpLayer: { baseUrl },
  fuzz: {
    seed: Number(values.seed),
    runs: Number(values.runs),
    concurrency: Math.max(1, Number(values.concurrency)),
  },
});
process.exit(result.failed > 0 ? 1 : 0);
