import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleError, expectConsoleWarn, takeConsoleProblems } from './console-guard';

function Twins() {
  return (
    <ul>
      {['a', 'b'].map((text) => (
        <li key="same">{text}</li>
      ))}
    </ul>
  );
}

describe('console guard', () => {
  it("reports React's warnings, formatted", () => {
    render(<Twins />);
    const problems = takeConsoleProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^unexpected console\.error:\n {2}Encountered two children with the same key, `same`/,
    );
  });

  it('reports console.warn and console.error with their arguments', () => {
    console.warn('[mock] %s is slow', 'GET /api/teams');
    console.error('failed', { status: 500 });
    const [warn, error, ...rest] = takeConsoleProblems();
    expect(warn).toMatch(/^unexpected console\.warn:\n {2}\[mock\] GET \/api\/teams is slow\n/);
    expect(error).toMatch(/^unexpected console\.error:\n {2}failed \{ status: 500 \}\n/);
    expect(rest).toEqual([]);
  });

  it('lets an announced message through, only at its level', () => {
    expectConsoleError(/Session validation failed/);
    console.error('Session validation failed', new Error('offline'));
    console.warn('Session validation failed');
    const problems = takeConsoleProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^unexpected console\.warn/);
  });

  it('fails an announcement nothing matched', () => {
    expectConsoleWarn(/saved data unreadable/);
    expect(takeConsoleProblems()).toEqual([
      'expected a console.warn matching /saved data unreadable/, none came',
    ]);
  });
});
