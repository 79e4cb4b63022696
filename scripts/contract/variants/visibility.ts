import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { now } from '@mocks/http/clock';
import { readableCycle } from '@mocks/views/cycle-access';
import { toCompensationDataDto } from '@mocks/views/compensation-data';
import { toCycleDto } from '@mocks/views/cycle';
import { buildCalibration } from '@mocks/views/calibration';
import { managerAssignmentOf, toEmployeeDto } from '@mocks/views/employee';
import {
  indexCycleParticipants,
  sortByEmployeeName,
  toParticipantRows,
} from '@mocks/views/participant';
import { payViewerOf, shapeParticipantRow } from '@mocks/views/pay-shaping';
import { toTeamDto } from '@mocks/views/team';
import type { BrokenVariant } from '../broken-variants';
import { caller, param } from './helpers';

/**
 * GET participants for `role` as the mock builds them (every participant of the cycle when
 * `every`), each row shaped for the caller and then `tamper`ed (its band positions).
 */
function participantsAs(
  role: 'employee' | 'manager',
  every: boolean,
  tamper: (shaped: Record<string, unknown>, row: Record<string, unknown>) => void,
) {
  return http.get('*/api/review-cycles/:cycleId/participants', ({ request, params }) => {
    const auth = caller(request);
    if (!auth || auth.user.role !== role) return undefined;
    try {
      const { cycle, participants } = readableCycle(param(params.cycleId), auth.user);
      const listed = every ? db.participants.lookup('cycleId', cycle.id) : participants;
      const viewer = payViewerOf(auth.user);
      const rows = toParticipantRows(sortByEmployeeName(listed), indexCycleParticipants(cycle));
      const data = rows.map((row) => {
        const shaped = shapeParticipantRow(row, viewer) as Record<string, unknown>;
        tamper(shaped, row as Record<string, unknown>);
        return shaped;
      });
      return HttpResponse.json({ data, total: data.length });
    } catch {
      return undefined;
    }
  });
}

/** Broken variants of the mock for the visibility rules; see broken-variants.ts. */
export const VISIBILITY_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'teammates’ salary back in GET /api/teams for an employee',
    only: ['listTeams'],
    caught: { operationId: 'listTeams', category: 'visibility' },
    handlers: [
      http.get('*/api/teams', ({ request }) => {
        const auth = caller(request);
        if (!auth || auth.user.role !== 'employee' || !auth.user.employeeId) return undefined;
        const mine = db.employees.find(auth.user.employeeId)?.teamIds ?? [];
        const teams = db.teams
          .lookup('organizationId', auth.user.organizationId)
          .filter((team) => mine.includes(team.id))
          .sort((a, b) => a.name.localeCompare(b.name));
        return HttpResponse.json({ data: teams.map((team) => toTeamDto(team, now())) });
      }),
    ],
  },
  {
    name: 'a manager’s draft readable by the employee it is about',
    only: ['getCompensationData'],
    caught: { operationId: 'getCompensationData', category: 'visibility' },
    handlers: [
      http.get(
        '*/api/review-cycles/:cycleId/participants/:participantId/stages/:stageId/compensation-data',
        ({ request, params }) => {
          const auth = caller(request);
          if (!auth || auth.user.role !== 'employee') return undefined;
          const participant = db.participants.find(param(params.participantId));
          const stage = db.reviewStages.find(param(params.stageId));
          if (
            !participant ||
            !stage ||
            participant.employeeId !== auth.user.employeeId ||
            participant.cycleId !== param(params.cycleId) ||
            stage.type !== 'manager_review'
          )
            return undefined;
          return HttpResponse.json({ data: toCompensationDataDto(participant, stage) });
        },
      ),
    ],
  },
  {
    name: 'cycle budgets and every pool readable by an employee',
    only: ['getReviewCycle'],
    caught: { operationId: 'getReviewCycle', category: 'visibility' },
    handlers: [
      http.get('*/api/review-cycles/:id', ({ request, params }) => {
        const auth = caller(request);
        if (!auth || auth.user.role !== 'employee') return undefined;
        try {
          const { cycle, participants } = readableCycle(param(params.id), auth.user);
          return HttpResponse.json({ data: toCycleDto(cycle, { participants }) });
        } catch {
          return undefined;
        }
      }),
    ],
  },
  {
    name: 'a colleague’s band position (salary left out) in the manager’s employee list',
    only: ['listEmployees'],
    caught: { operationId: 'listEmployees', category: 'visibility' },
    handlers: [
      http.get('*/api/employees', ({ request }) => {
        const auth = caller(request);
        if (!auth || auth.user.role !== 'manager') return undefined;
        const me = auth.user.employeeId;
        const outsider = db.employees.first((e) => {
          if (e.organizationId !== auth.user.organizationId || e.id === me) return false;
          const a = managerAssignmentOf(e.id);
          return a?.primaryManagerId !== me && a?.secondaryManagerId !== me && !!e.levelId;
        });
        if (!outsider) return undefined;
        const { currentSalary: _hidden, ...row } = toEmployeeDto(outsider);
        return HttpResponse.json({ data: [row], total: 1 });
      }),
    ],
  },
  {
    name: 'colleagues’ band positions (salary left out) in the employee’s participants list',
    only: ['listCycleParticipants'],
    caught: { operationId: 'listCycleParticipants', category: 'visibility' },
    handlers: [
      participantsAs('employee', true, (shaped, row) => {
        shaped.bandBefore = row.bandBefore;
      }),
    ],
  },
  {
    name: 'a report’s salary sent to their manager without its band position',
    only: ['listCycleParticipants'],
    caught: { operationId: 'listCycleParticipants', category: 'visibility' },
    handlers: [
      participantsAs('manager', false, (shaped) => {
        delete shaped.bandBefore;
      }),
    ],
  },
  {
    name: 'band positions of participants who are not their reports on a manager’s calibration board',
    only: ['getCalibration'],
    caught: { operationId: 'getCalibration', category: 'visibility' },
    handlers: [
      http.get('*/api/review-cycles/:cycleId/calibration', ({ request, params }) => {
        const auth = caller(request);
        if (!auth || auth.user.role !== 'manager') return undefined;
        try {
          const { cycle, participants } = readableCycle(param(params.cycleId), auth.user);
          const reports = participants.filter((p) => p.managerId === auth.user.employeeId);
          if (reports.length === 0) return undefined;
          const view = buildCalibration(cycle, db.participants.lookup('cycleId', cycle.id), {
            withBudgets: false,
          });
          const mine = new Set(reports.map((p) => p.id));
          // Everyone's card, but only the reports' amounts: the others carry their bands alone.
          const cards = view.participants.map((p) =>
            mine.has(p.participantId)
              ? p
              : {
                  ...p,
                  currentSalary: null,
                  proposedIncrease: null,
                  increasePercent: null,
                  proposedBonus: null,
                },
          );
          return HttpResponse.json({ data: { ...view, participants: cards } });
        } catch {
          return undefined;
        }
      }),
    ],
  },
];
