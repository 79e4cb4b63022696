import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { now } from '@mocks/http/clock';
import { readableCycle } from '@mocks/views/cycle-access';
import { toCompensationDataDto } from '@mocks/views/compensation-data';
import { toCycleDto } from '@mocks/views/cycle';
import { toTeamDto } from '@mocks/views/team';
import type { BrokenVariant } from '../broken-variants';
import { caller, param } from './helpers';

/** Broken variants of the mock for the visibility rules (issue 17); see broken-variants.ts. */
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
];
