import { db } from '@mocks/db';
import { cached } from '@mocks/db/cached';
import type { Employee } from '@mocks/db/records';

/**
 * The members of every team of an organization (employees whose teamIds hold it), each team's by
 * last then first name: one pass over the employees per change instead of one per team per call.
 * Read-only.
 */
export const membersByTeam: (organizationId: string) => ReadonlyMap<string, readonly Employee[]> =
  cached(
    'members by team',
    (organizationId: string) => {
      const byTeam = new Map<string, Employee[]>();
      for (const employee of db.employees.lookup('organizationId', organizationId)) {
        for (const teamId of new Set(employee.teamIds)) {
          const members = byTeam.get(teamId);
          if (members) members.push(employee);
          else byTeam.set(teamId, [employee]);
        }
      }
      for (const members of byTeam.values()) {
        members.sort(
          (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
        );
      }
      return byTeam;
    },
    (organizationId: string) => organizationId,
  );
