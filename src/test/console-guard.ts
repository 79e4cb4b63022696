import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

/**
 * A test fails when something calls `console.error` or `console.warn` that the test did not
 * announce: React's warnings (duplicate keys, act(), invalid DOM nesting), MUI's (out-of-range
 * select values), MUI X's (a chart without a width), react-router's, jsdom's and the mock's all
 * arrive there, and a warning printed in a passing run is a bug nobody reads.
 *
 * A test that provokes one on purpose says so, as narrowly as it can:
 * `expectConsoleError(/Session validation failed/)`. The announced message must then appear
 * (an allowance that no longer matches anything fails too, so none outlives its reason).
 */

type Level = 'error' | 'warn';

interface Allowance {
  level: Level;
  pattern: RegExp;
  seen: number;
}

interface Logged {
  level: Level;
  text: string;
}

let allowances: Allowance[] = [];
let unexpected: Logged[] = [];
let inTest = false;

function record(level: Level, args: unknown[]) {
  const text = format(...args);
  const allowance = inTest
    ? allowances.find((a) => a.level === level && a.pattern.test(text))
    : undefined;
  if (allowance) {
    allowance.seen += 1;
    return;
  }
  // Where it was logged from: React's and MUI's messages do not say which component.
  const from = (new Error().stack ?? '').split('\n').slice(3, 9).join('\n');
  const shown =
    text.trim() === '' ? `(empty message: ${args.map((a) => typeof a).join(', ')})` : text;
  unexpected.push({
    level,
    text: `${shown}${inTest ? '' : '\n(logged outside a test)'}\n${from}`,
  });
}

// Installed once for the whole file: a test's own vi.spyOn(console, 'error') wraps this and
// restores it, so it keeps working across tests.
console.error = (...args: unknown[]) => record('error', args);
console.warn = (...args: unknown[]) => record('warn', args);

function allow(level: Level, pattern: RegExp) {
  if (!inTest)
    throw new Error(
      `expectConsole${level === 'error' ? 'Error' : 'Warn'}() belongs in a test or beforeEach`,
    );
  allowances.push({ level, pattern, seen: 0 });
}

/** This test expects a `console.error` matching `pattern` (at least once); it is not printed. */
export function expectConsoleError(pattern: RegExp) {
  allow('error', pattern);
}

/** This test expects a `console.warn` matching `pattern` (at least once); it is not printed. */
export function expectConsoleWarn(pattern: RegExp) {
  allow('warn', pattern);
}

/** What the guard would fail the test with so far, and forgets it (for the guard's own tests). */
export function takeConsoleProblems(): string[] {
  return report();
}

function report(): string[] {
  const problems = unexpected.map(
    ({ level, text }) => `unexpected console.${level}:\n${text.replace(/^/gm, '  ')}`,
  );
  for (const { level, pattern, seen } of allowances) {
    if (seen === 0)
      problems.push(`expected a console.${level} matching ${String(pattern)}, none came`);
  }
  unexpected = [];
  allowances = [];
  return problems;
}

function fail(problems: string[]) {
  if (problems.length === 0) return;
  const error = new Error(
    `${problems.join('\n\n')}\n\nFix the cause; if the test provokes it on purpose, announce it ` +
      'with expectConsoleError(/…/) or expectConsoleWarn(/…/) from src/test/console-guard.',
  );
  error.stack = error.message;
  throw error;
}

/** Registers the guard's hooks for the current test file (src/test/setup.ts, once per file). */
export function installConsoleGuard() {
  beforeEach(() => {
    // Anything logged between tests (module load, beforeAll, a late timer) fails the next test.
    const between = report();
    inTest = true;
    fail(between);
  });

  afterEach(() => {
    inTest = false;
    fail(report());
  });

  afterAll(() => {
    fail(report());
  });
}
