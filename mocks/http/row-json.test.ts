import { describe, expect, it } from 'vitest';
import { jsonText, keptRow } from './row-json';

const employee = (id: string, lastName: string) => ({
  id,
  lastName,
  teams: [{ id: 'team_1', name: 'Platform' }],
  currentSalary: 120_000.5,
  user: null,
});

describe('jsonText', () => {
  it('writes exactly what JSON.stringify writes, kept rows or not', () => {
    const kept = [keptRow(employee('emp_1', 'Chen')), keptRow(employee('emp_2', 'Ødegård'))];
    const bodies: unknown[] = [
      { data: kept, total: 2 },
      { data: [...kept, employee('emp_3', 'Diaz')], total: 3, next: undefined },
      kept,
      [kept[0], undefined, null, 3, 'text', () => 1],
      { data: [], total: 0 },
      { total: 1, data: kept, meta: { page: 1 }, when: new Date('2026-11-29T00:00:00.000Z') },
      { items: [1, 2], skip: () => 1, 'a"b': ['"quoted"'] },
      { error: 'Not found' },
      'plain',
      42,
      null,
      { toJSON: () => ({ replaced: [1] }), data: kept },
    ];
    for (const body of bodies) expect(jsonText(body)).toBe(JSON.stringify(body));
    // Written again from what was kept, the same text.
    expect(jsonText({ data: kept, total: 2 })).toBe(JSON.stringify({ data: kept, total: 2 }));
  });

  it('a kept row cannot change, so its kept text cannot go stale', () => {
    const row = keptRow(employee('emp_1', 'Chen'));
    jsonText([row]);
    expect(() => {
      (row as { lastName: string }).lastName = 'Changed';
    }).toThrow(TypeError);
    expect(() => row.teams.push({ id: 'team_2', name: 'Sales' })).toThrow(TypeError);
    expect(jsonText([row])).toContain('"lastName":"Chen"');
  });

  it('writes a row that is not kept anew each time', () => {
    const row = employee('emp_1', 'Chen');
    expect(jsonText({ data: [row] })).toContain('"lastName":"Chen"');
    row.lastName = 'Okafor';
    expect(jsonText({ data: [row] })).toContain('"lastName":"Okafor"');
  });

  it('a row built again after a change is written anew', () => {
    const before = keptRow(employee('emp_1', 'Chen'));
    expect(jsonText({ data: [before] })).toContain('"lastName":"Chen"');
    const after = keptRow(employee('emp_1', 'Okafor'));
    expect(jsonText({ data: [after] })).toContain('"lastName":"Okafor"');
  });
});
