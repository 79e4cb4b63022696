import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import generatedContract from '@/api/openapi.gen.json';
import { restoreDb, snapshotDb, type DbSnapshot } from '@mocks/db';
import { server } from '@mocks/node';
import { callApi } from '@mocks/test/api';
import {
  DEMO_ADMIN,
  DEMO_EMPLOYEE,
  DEMO_MANAGER,
  DEMO_PASSWORD,
  GLOBEX_ADMIN,
} from '@mocks/seed/accounts';
import { FIXTURES } from './fixtures';
import type { ApiRequest, Transport } from './http';
import { World } from './world';
import {
  CALLERS,
  ROLE_MATRIX,
  type Caller,
  type CrossOrgExpected,
  type Expected,
  type MatrixRow,
} from './role-matrix';

/**
 * Every cell of the role matrix against the in-process mock: for each row, each caller sends the
 * row's representative request (real seeded records of the right relationship, a valid body) and
 * must get the expected answer class; then the admin of Globex sends it with Acme's ids.
 */

type Doc = {
  paths: Record<string, Record<string, { operationId?: string; description?: string }>>;
};
const doc = generatedContract as unknown as Doc;

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, op]) => typeof op === 'object' && op?.operationId)
    .map(([method, op]) => ({
      method,
      path,
      operationId: op.operationId!,
      description: op.description ?? '',
    })),
);

const transport: Transport = async (request: ApiRequest) => {
  const search = new URLSearchParams(request.query ?? {}).toString();
  const result = await callApi(
    request.method,
    search ? `${request.path}?${search}` : request.path,
    {
      token: request.token ?? undefined,
      body: request.rawBody ?? request.body,
    },
  );
  const text =
    result.body === undefined
      ? ''
      : typeof result.body === 'string'
        ? result.body
        : JSON.stringify(result.body);
  return {
    status: result.status,
    body: result.body,
    text,
    contentType: result.headers.get('content-type') ?? '',
  };
};

function classOf(status: number): Expected | number {
  if (status >= 200 && status < 300) return 'ok';
  return status;
}

let world: World;
let ready: DbSnapshot;
let tested = 0;

beforeAll(async () => {
  // The demo data is seeded by the first beforeEach of the harness; sign in and build the
  // suite's own cycle once, then start every test from that state.
  world = new World(
    transport,
    {
      admin: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
      manager: { email: DEMO_MANAGER.email, password: DEMO_PASSWORD },
      employee: { email: DEMO_EMPLOYEE.email, password: DEMO_PASSWORD },
      otherAdmin: { email: GLOBEX_ADMIN.email, password: DEMO_PASSWORD },
    },
    'matrix',
  );
});

beforeEach(async () => {
  if (!ready) {
    await world.discover();
    await world.stageCycle();
    ready = snapshotDb();
  } else {
    restoreDb(ready);
    world.forget();
  }
  // Signing in compares bcrypt hashes: slow on a busy CI machine.
}, 60_000);

afterAll(() => {
  console.log(`Role matrix: ${tested} cells tested (${ROLE_MATRIX.length} rows)`);
});

async function send(row: MatrixRow, who: Caller | 'otherAdmin') {
  const probe = await FIXTURES[row.operationId](world, who, row.target);
  const op = operations.find((o) => o.operationId === row.operationId)!;
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(probe.params![name]!),
  );
  const token = who === 'anonymous' ? undefined : (probe.token ?? world.tokens[who]);
  const response = await transport({
    method: op.method,
    path,
    query: probe.query,
    body: probe.body,
    token,
  });
  // A 2xx must also leave the state the call promises (a deleted record is gone...).
  const afterwards =
    probe.verify && response.status >= 200 && response.status < 300
      ? await probe.verify(response)
      : null;
  await probe.cleanup?.(response);
  return { ...response, afterwards };
}

function crossOrgMatches(expected: Exclude<CrossOrgExpected, null>, status: number, text: string) {
  if (expected === 404) return status === 404;
  if (expected === 'refused') return status === 400 || status === 404;
  if (status < 200 || status >= 300) return false;
  return (
    expected !== 'isolated' || ![...world.orgIds].some((id) => text.includes(JSON.stringify(id)))
  );
}

describe('role matrix', () => {
  it('has a row for every operation of the contract, and only those', () => {
    const ids = new Set(operations.map((o) => o.operationId));
    expect(new Set(ROLE_MATRIX.map((r) => r.operationId))).toEqual(ids);
  });

  it('agrees with the "Roles:" line of each description', () => {
    const disagreements: string[] = [];
    for (const op of operations) {
      const rows = ROLE_MATRIX.filter((r) => r.operationId === op.operationId);
      const roles = /\*\*Roles:\*\*([^.]*)/.exec(op.description)?.[1] ?? '';
      const refused = (caller: Caller) => rows.every((r) => r.expect[caller] === 403);
      if (/admin only/.test(roles) && !(refused('manager') && refused('employee'))) {
        disagreements.push(`${op.operationId}: admin only`);
      }
      if (/employee gets 403/.test(roles) && !refused('employee')) {
        disagreements.push(`${op.operationId}: employee gets 403`);
      }
      if (
        /any signed-in user/.test(roles) &&
        rows.some((r) => CALLERS.some((c) => r.expect[c] === 403) && r.target !== 'roleEscalation')
      ) {
        disagreements.push(`${op.operationId}: any signed-in user`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it.each(operations.map((o) => o.operationId))(
    '%s: every cell',
    async (operationId) => {
      expect(await mismatchesOf(operationId)).toEqual([]);
    },
    60_000,
  );

  it('notices a handler that lets an employee read a colleague’s salary', async () => {
    server.use(
      http.get('*/api/employees/:id/compensation-history', () => HttpResponse.json({ data: [] })),
    );
    const mismatches = await mismatchesOf('getEmployeeCompensationHistory', false);
    expect(mismatches).toContainEqual(
      expect.stringMatching(/^employee → outsider: expected 404, got 200/),
    );
    expect(mismatches).toContainEqual(
      expect.stringMatching(/^Globex admin → report: expected 404, got 200/),
    );
  });
});

/** Sends every cell of the operation's rows; returns the cells that answered otherwise. */
async function mismatchesOf(operationId: string, count = true): Promise<string[]> {
  const mismatches: string[] = [];
  for (const row of ROLE_MATRIX.filter((r) => r.operationId === operationId)) {
    // Refusals first: the allowed call may use up the row's record (a delete).
    const callers = [...CALLERS].sort(
      (a, b) => Number(row.expect[a] === 'ok') - Number(row.expect[b] === 'ok'),
    );
    for (const caller of callers) {
      const { status, text, afterwards } = await send(row, caller);
      if (count) tested += 1;
      if (classOf(status) !== row.expect[caller]) {
        mismatches.push(
          `${caller} → ${row.target}: expected ${row.expect[caller]}, got ${status} ${text.slice(0, 120)}`,
        );
      }
      if (afterwards) mismatches.push(`${caller} → ${row.target}: ${afterwards}`);
    }
    if (row.crossOrg !== null) {
      const { status, text } = await send(row, 'otherAdmin');
      if (count) tested += 1;
      if (!crossOrgMatches(row.crossOrg, status, text)) {
        mismatches.push(
          `Globex admin → ${row.target}: expected ${row.crossOrg}, got ${status} ${text.slice(0, 120)}`,
        );
      }
    }
  }
  return mismatches;
}
