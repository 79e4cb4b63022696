import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

/**
 * No lost update under any interleaving: several editors read and save two records in random
 * order, some saves at once and some with a version they read long ago. Every applied save (2xx)
 * must have named the version that was current, so the applied saves of a record form one chain
 * from its first version (no two applied on the same version, every version new), and a read
 * always shows the last applied save.
 */

const BAND = { zone: null, currency: 'USD', min: 50000, mid: 60000, max: 70000 };

interface Kind {
  create(token: string): Promise<string>;
  read(token: string, id: string): Promise<{ version: string; mark: unknown }>;
  write(id: string, mark: string): { method: string; path: string; body: unknown };
}

const KINDS: Record<'team' | 'level', Kind> = {
  team: {
    create: async (token) =>
      (await callApi('post', '/api/teams', { token, body: { name: `Chain ${Math.random()}` } }))
        .body.data.id,
    read: async (token, id) => {
      const { data } = (await callApi('get', `/api/teams/${id}`, { token })).body;
      return { version: data.version, mark: data.description };
    },
    write: (id, mark) => ({
      method: 'put',
      path: `/api/teams/${id}`,
      body: { name: `Chain ${id}`, description: mark },
    }),
  },
  level: {
    create: async (token) =>
      (
        await callApi('post', '/api/levels', {
          token,
          body: { name: `Chain ${Math.random()}`, order: 950, jobFamily: null, bands: [BAND] },
        })
      ).body.data.id,
    read: async (token, id) => {
      const { data } = (await callApi('get', '/api/levels', { token })).body;
      const level = (data as { id: string; version: string; jobFamily: unknown }[]).find(
        (l) => l.id === id,
      )!;
      return { version: level.version, mark: level.jobFamily };
    },
    write: (id, mark) => ({
      method: 'put',
      path: `/api/levels/${id}`,
      body: { name: `Chain ${id}`, order: 950, jobFamily: mark, bands: [BAND] },
    }),
  },
};

type RecordName = keyof typeof KINDS;
const RECORD_NAMES = Object.keys(KINDS) as RecordName[];
const CLIENTS = 3;

/** One step of an editor: read a record, or save it with the version it last read (or the first). */
interface Step {
  client: number;
  record: RecordName;
  action: 'read' | 'save' | 'stale save';
}
const stepArb: fc.Arbitrary<Step> = fc.record({
  client: fc.nat({ max: CLIENTS - 1 }),
  record: fc.constantFrom(...RECORD_NAMES),
  action: fc.constantFrom<Step['action']>('read', 'save', 'save', 'stale save'),
});
/** Steps of one batch run at once; batches run one after another. */
const scriptArb = fc.array(fc.array(stepArb, { minLength: 1, maxLength: 4 }), {
  minLength: 1,
  maxLength: 6,
});

interface Chain {
  id: string;
  first: string;
  /** The version each applied save left, by the version it named. */
  next: Map<string, string>;
  /** What each version holds. */
  marks: Map<string, unknown>;
}

/** The last version of the chain: applied saves may be answered in any order within a batch. */
function tipOf(chain: Chain) {
  let version = chain.first;
  while (chain.next.has(version)) version = chain.next.get(version)!;
  return { version, mark: chain.marks.get(version) };
}

describe('random reads and saves of versioned records', () => {
  it('lose no applied save', async () => {
    const token = await loginAs('admin');
    const answered = { applied: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(scriptArb, async (script) => {
        const chains = {} as Record<RecordName, Chain>;
        for (const name of RECORD_NAMES) {
          const id = await KINDS[name].create(token);
          const { version, mark } = await KINDS[name].read(token, id);
          chains[name] = { id, first: version, next: new Map(), marks: new Map([[version, mark]]) };
        }
        const lastRead = Array.from({ length: CLIENTS }, () => ({
          team: chains.team.first,
          level: chains.level.first,
        }));
        let saves = 0;

        const run = async ({ client, record, action }: Step) => {
          const kind = KINDS[record];
          const chain = chains[record];
          if (action === 'read') {
            lastRead[client]![record] = (await kind.read(token, chain.id)).version;
            return;
          }
          const named = action === 'stale save' ? chain.first : lastRead[client]![record];
          const mark = `Save ${(saves += 1)} by editor ${client}`;
          const { method, path, body } = kind.write(chain.id, mark);
          const answer = await callApi(method, path, {
            token,
            headers: { 'If-Match': `"${named}"` },
            body,
          });
          if (answer.status === 412) {
            answered.refused += 1;
            return;
          }
          answered.applied += 1;
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          const version: string = answer.body.data.version;
          // Applied on a version another save had already left behind: that save is lost.
          expect(chain.next.get(named), `two saves applied on version ${named}`).toBeUndefined();
          expect(chain.marks.has(version), `version ${version} came back`).toBe(false);
          chain.next.set(named, version);
          chain.marks.set(version, mark);
          lastRead[client]![record] = version;
        };

        for (const batch of script) {
          await Promise.all(batch.map(run));
          for (const name of RECORD_NAMES) {
            const chain = chains[name];
            // The last applied save is what everyone reads, and no applied save is off the chain.
            expect(await KINDS[name].read(token, chain.id)).toEqual(tipOf(chain));
            expect(chain.next.size + 1).toBe(chain.marks.size);
          }
        }
      }),
      { numRuns: 12, seed: 20261202 },
    );
    // The scripts reached both outcomes: saves applied and stale ones refused.
    expect(answered.applied).toBeGreaterThan(10);
    expect(answered.refused).toBeGreaterThan(10);
  });
});
