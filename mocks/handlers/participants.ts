import { withVisibleAnswers } from '@mocks/views/stage-answers';
import { db } from '@mocks/db';
import { cached } from '@mocks/db/cached';
import type { Participant, ReviewCycle } from '@mocks/db/records';
import { notFound } from '@mocks/http/errors';
import { pageBounds } from '@mocks/http/paging';
import { ANY_ROLE, defineRoute, ok } from '@mocks/http/route';
import { canReadParticipant, sortByEmployeeName, toParticipantDto } from '@mocks/views/participant';
import { participantRowsInOrder } from '@mocks/views/participant-row-index';
import { payViewerOf, shapeParticipant, shapeParticipantRow } from '@mocks/views/pay-shaping';
import { readableCycle } from '@mocks/views/cycle-access';
import {
  matchesRowFilters,
  needsBuiltRows,
  sortParticipantRows,
} from '@mocks/views/participant-list';

// A 10,000-participant list is read a page at a time: its order is built once per change.
const cycleOrder = cached(
  'cycle participants by name',
  (cycle: ReviewCycle) => sortByEmployeeName(db.participants.lookup('cycleId', cycle.id)),
  (cycle: ReviewCycle) => cycle.id,
);

export const handlers = [
  defineRoute({
    operationId: 'listCycleParticipants',
    auth: ANY_ROLE,
    handler: ({ user, params, query }) => {
      const { cycle, participants } = readableCycle(params.cycleId, user);
      // The filters a participant record answers; the others read the built row.
      const matches = (list: readonly Participant[]) =>
        query.status || query.managerId || query.employeeId
          ? list.filter(
              (p) =>
                (!query.status || p.status === query.status) &&
                (!query.managerId || p.managerId === query.managerId) &&
                (!query.employeeId || p.employeeId === query.employeeId),
            )
          : list;
      // Employees read their own row without guardrail flags.
      const withFlags = user.role !== 'employee';
      const viewer = payViewerOf(user);
      // Rows come in the order of the list they are built from: the table's (name, then id).
      const rowsOf = (ordered: readonly Participant[]) =>
        participantRowsInOrder(ordered, withFlags);
      const { start, end } = pageBounds(query);
      const sort = query.sort ?? 'name';
      const order = query.order ?? 'asc';
      const filters = {
        teamId: query.teamId,
        approverId: query.approverId,
        awaitingApproval: query.awaitingApproval,
        search: query.search?.trim().toLowerCase() || undefined,
      };
      const ordered = matches(
        user.role === 'admin' ? cycleOrder(cycle) : sortByEmployeeName(participants),
      );
      if (!needsBuiltRows(filters, sort)) {
        const inOrder = order === 'asc' ? ordered : [...ordered].reverse();
        const page = rowsOf(inOrder.slice(start, end)).map((row) =>
          shapeParticipantRow(row, viewer),
        );
        return ok(200, { data: page, total: ordered.length });
      }
      // Names, approvers and pay figures are read from every row as the caller receives it, so a
      // filter or an order never tells what the caller may not see.
      const rows = sortParticipantRows(
        rowsOf(ordered)
          .map((row) => shapeParticipantRow(row, viewer))
          .filter((row) => matchesRowFilters(row, filters)),
        sort,
        order,
      );
      return ok(200, { data: rows.slice(start, end), total: rows.length });
    },
  }),
  defineRoute({
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
      return ok(200, {
        data: shapeParticipant(
          withVisibleAnswers(toParticipantDto(participant, cycle), participant, user),
          participant,
          payViewerOf(user),
        ),
      });
    },
  }),
];
