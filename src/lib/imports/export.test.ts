// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { guessMapping, applyMapping } from './columns';
import { compensationHistoryCsv, employeesCsv } from './export';
import type { Employee } from '@/api/schema-types.gen';

const person = (over: Partial<Employee>): Employee =>
  ({
    id: 'emp_1',
    firstName: 'Mia',
    lastName: 'Manager',
    middleName: null,
    workEmail: 'mia@acme.example',
    personalEmail: null,
    phoneNumber: null,
    isActive: true,
    position: 'Lead',
    department: 'Eng',
    hireDate: '2020-01-01',
    primaryManagerId: null,
    secondaryManagerId: null,
    primaryManager: null,
    secondaryManager: null,
    organizationId: 'org_1',
    teams: [{ id: 'team_1', name: 'Core' }],
    isManager: true,
    user: {
      id: 'usr_1',
      email: 'mia@acme.example',
      role: 'manager',
      roleAssignment: { role: { name: 'manager' } },
    },
    currentSalary: 120000,
    currency: 'USD',
    createdAt: '2020-01-01T00:00:00Z',
    updatedAt: '2020-01-01T00:00:00Z',
    ...over,
  }) as Employee;

describe('exports', () => {
  it('employees in the import template columns, so the file imports back', () => {
    const text = employeesCsv([
      person({}),
      person({
        id: 'emp_2',
        firstName: 'Eve',
        user: null,
        workEmail: 'eve@acme.example',
        personalEmail: 'eve@home.example',
        primaryManagerId: 'emp_1',
        currentSalary: null,
      }),
    ]);
    const parsed = Papa.parse<Record<string, string>>(text, { header: true });
    const rows = applyMapping(parsed.data, guessMapping('employees', parsed.meta.fields ?? []));
    expect(rows[1]).toMatchObject({
      employeeId: 'emp_2',
      email: 'eve@acme.example',
      personalEmail: 'eve@home.example',
      managerEmail: 'mia@acme.example',
      team: 'Core',
      salary: '',
      currency: '',
    });
    expect(rows[0]).toMatchObject({ salary: '120000', currency: 'USD', hireDate: '2020-01-01' });
  });

  it('neutralises formula-like text in every cell, emails included, and imports it back as it was', () => {
    const attack = `=cmd|'/Ccalc'!A0@x.io`;
    const boss = person({
      id: '@boss',
      firstName: '+Mia',
      position: '-2+3',
      workEmail: attack,
      user: { ...person({}).user!, email: attack },
    });
    const text = employeesCsv([
      boss,
      person({
        id: 'emp_2',
        user: null,
        workEmail: '=work@x.io',
        personalEmail: '=home@x.io',
        primaryManagerId: '@boss',
      }),
    ]);
    const lines = text.split('\r\n');
    expect(lines[1]).toBe(
      `"'@boss","'+Mia",Manager,"'${attack}",,"'-2+3",Eng,Core,2020-01-01,,120000,USD,`,
    );
    expect(lines[2]).toContain(`"'=home@x.io"`);
    expect(lines[2]).toContain(`"'${attack}"`);

    const parsed = Papa.parse<Record<string, string>>(text, { header: true });
    const rows = applyMapping(parsed.data, guessMapping('employees', parsed.meta.fields ?? []));
    expect(rows[0]).toMatchObject({
      employeeId: '@boss',
      firstName: '+Mia',
      email: attack,
      position: '-2+3',
    });
    expect(rows[1]).toMatchObject({
      email: '=work@x.io',
      personalEmail: '=home@x.io',
      managerEmail: attack,
    });
  });

  it('compensation history: one row per component', () => {
    const text = compensationHistoryCsv('eve@acme.example', [
      {
        id: 'ch_1',
        employeeId: 'emp_2',
        effectiveDate: '2025-04-01',
        changeType: 'annual',
        changeReason: 'Merit',
        reviewCycleId: null,
        components: [
          {
            id: 'c1',
            type: { id: 't1', name: 'Base Salary' },
            typeId: 't1',
            amount: 90000,
            currency: 'USD',
          },
          {
            id: 'c2',
            type: { id: 't2', name: 'Bonus' },
            typeId: 't2',
            amount: 3000,
            currency: 'USD',
          },
        ],
      },
    ] as never);
    expect(text.split('\r\n')).toEqual([
      'Work Email,Effective Date,Compensation Type,Amount,Currency,Change Type,Reason',
      'eve@acme.example,2025-04-01,Base Salary,90000,USD,annual,Merit',
      'eve@acme.example,2025-04-01,Bonus,3000,USD,annual,Merit',
    ]);
  });
});
