import { db } from '@mocks/db';
import { notFound } from '@mocks/http/errors';
import { ANY_ROLE, defineRoute, ok } from '@mocks/http/route';
import {
  canReadParticipant,
  indexCycleParticipants,
  toParticipantDto,
  toParticipantRows,
} from '@mocks/views/participant';
import { cycleFlags } from './guardrails';
import { readableCycle } from './review-cycles';

export const handlers = [
  defineRoute({
    method: 'get',
    path: '/api/review-cycles/{cycleId}/participants',
    operationId: 'listCycleParticipants',
    auth: ANY_ROLE,
    handler: ({ user, params, query }) => {
      const { cycle, participants } = readableCycle(params.cycleId, user);
      const filtered = query.status
        ? participants.filter((p) => p.status === query.status)
        : participants;
      // Employees read their own row without guardrail flags.
      const flags = user.role === 'employee' ? null : cycleFlags(cycle);
      let rows = toParticipantRows(
        filtered,
        indexCycleParticipants(cycle),
        (id) => flags?.get(id) ?? [],
      );
      const search = query.search?.trim().toLowerCase();
      if (search) {
        rows = rows.filter((r) =>
          [r.employeeName, r.teamName, r.managerName].some((v) =>
            v?.toLowerCase().includes(search),
          ),
        );
      }
      const offset = query.offset ?? 0;
      const limit = query.limit ?? 10000;
      return ok(200, { data: rows.slice(offset, offset + limit), total: rows.length });
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/review-cycles/{cycleId}/participants/{participantId}',
    operationId: 'getParticipant',
    auth: ANY_ROLE,
    handler: ({ user, params }) => {
      const { cycle } = readableCycle(params.cycleId, user);
      const participant = db.participants.find(params.participantId);
      if (
        !participant ||
        participant.cycleId !== cycle.id ||
        !canReadParticipant(user, participant)
      ) {
        throw notFound('Participant');
      }
      return ok(200, { data: toParticipantDto(participant, cycle) });
    },
  }),
];
