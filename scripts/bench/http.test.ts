import { describe, expect, it } from 'vitest';
import { pageOffset } from './http';
import { cpuMsFromStat, seededMsOf } from './http-server';
import { formatHttp } from './report';

/** One call's run as the bench records it. */
const FIGURES = {
  requests: 600,
  errors: 0,
  seconds: 1,
  rps: 812.4,
  p50: 9.06,
  p99: 31.5,
  max: 40,
  bodyKiB: 38.2,
  serverCpuMsPerRequest: 0.84,
};

describe('the HTTP section', () => {
  it('walks pages through the list and wraps around after the last one', () => {
    expect([0, 1, 2, 199, 200, 201].map((i) => pageOffset(i, 50, 10_000))).toEqual([
      0, 50, 100, 9_950, 0, 50,
    ]);
    // A last partial page is visited too: 120 rows in pages of 50 are 0, 50, 100.
    expect([0, 1, 2, 3].map((i) => pageOffset(i, 50, 120))).toEqual([0, 50, 100, 0]);
    expect(pageOffset(5, 1000, 0)).toBe(0);
  });

  it('reads a process’s CPU time from /proc/<pid>/stat, whatever its command name holds', () => {
    // pid (comm) state ppid … utime(14) stime(15) …; ticks of 1/100 s.
    const stat = '4242 (node (mock) x) S 1 4242 4242 0 -1 4194304 900 0 0 0 123 45 0 0 20 0 11 0';
    expect(cpuMsFromStat(stat)).toBe((123 + 45) * 10);
  });

  it('reads the start-up time the mock server prints', () => {
    expect(seededMsOf('Mock API (large) on http://127.0.0.1:8831 — seeded in 564 ms\n')).toBe(564);
    expect(seededMsOf('Mock API (large) on http://127.0.0.1:8831')).toBeNull();
  });

  it('prints one row per scenario and call', () => {
    const run = FIGURES;
    const lines = formatHttp({
      concurrency: 16,
      serverRoot: '.',
      scenarios: {
        large: {
          seededMs: 700,
          employees: 10_000,
          participants: 10_000,
          calls: { employees50: run },
        },
      },
    }).join('\n');
    expect(lines).toContain('16 concurrent clients');
    expect(lines).toMatch(
      /large: employees, page of 50\s+812\s+9\.1\s+31\.5\s+40\s+600\s+0\s+38\s+0\.84/,
    );
    expect(lines).toContain('large 700 ms');
  });

  it('prints the throughput with writes mixed in as a share of the reads alone', () => {
    const run = (rps: number) => ({ ...FIGURES, rps });
    const lines = formatHttp({
      concurrency: 16,
      serverRoot: '.',
      scenarios: {
        large: {
          seededMs: 700,
          employees: 10_000,
          participants: 10_000,
          calls: { participants50: run(111.7), participantsWithWrites: run(22.5) },
        },
      },
    }).join('\n');
    expect(lines).toMatch(/with writes ÷ read-only.*at least 0\.50×\): large 0\.20×/);
  });
});
