import { searchWords } from '@/lib/name-search';
import { withVisibleAnswers } from '@mocks/views/stage-answers';
import { db } from '@mocks/db';
import { cached } from '@mocks/db/cached';
import type { Participant, ReviewCycle, User } from '@mocks/db/records';
import { notFound } from '@mocks/http/errors';
import { pageBounds } from '@mocks/http/paging';
import { ANY_ROLE, defineRoute, ok, type QueryFor } from '@mocks/http/route';
import { canReadParticipant, sortByEmployeeName, toParticipantDto } from '@mocks/views/participant';
import { participantRowsInOrder, participantRowsOnce } from '@mocks/views/participant-row-index';
import { payViewerOf, shapeParticipant, shapeParticipantRow } from '@mocks/views/pay-shaping';
import { readableCycle } from '@mocks/views/cycle-access';
import {
  matchesRowFilters,
  needsBuiltRows,
  sortParticipantRows,
  type ParticipantRowFilters,
} from '@mocks/views/participant-list';

// A 10,000-participant list is read a page at a time: its order is built once per change.
const cycleOrder = cached(
  'cycle participants by name',
  (cycle: Pick<ReviewCycle, 'id'>) =>
    sortByEmployeeName(db.participants.lookup('cycleId', cycle.id)),
  (cycle: Pick<ReviewCycle, 'id'>) => cycle.id,
);

type ListQuery = QueryFor<'listCycleParticipants'>;

/** One caller's list, as far as its order goes: the page and its size apart. */
export interface ListOrderKey {
  cycleId: string;
  userId: string;
  sort: NonNullable<ListQuery['sort']>;
  order: NonNullable<ListQuery['order']>;
  filters: Pick<ListQuery, 'status' | 'managerId' | 'employeeId'> & ParticipantRowFilters;
}

/** The participants of the list, in its order (name, then id), filtered on their own fields. */
function listedParticipants({ cycleId, filters }: ListOrderKey, user: User): Participant[] {
  const { participants } = readableCycle(cycleId, user);
  const ordered =
    user.role === 'admin' ? cycleOrder({ id: cycleId }) : sortByEmployeeName(participants);
  const { status, managerId, employeeId } = filters;
  if (!status && !managerId && !employeeId) return [...ordered];
  return ordered.filter(
    (p) =>
      (!status || p.status === status) &&
      (!managerId || p.managerId === managerId) &&
      (!employeeId || p.employeeId === employeeId),
  );
}

/**
 * The ids of a list that reads every row (a filter on a row's fields, an order other than by
 * name), kept until the data changes so that paging through it builds only the page. The rows it
 * reads are not kept: 10,000 held about 20 MiB for pages nobody may open. Names, approvers and
 * pay figures are read as the caller receives them, so a filter or an order never tells what the
 * caller may not see.
 */
const listOrder = cached(
  'participants list order',
  (key: ListOrderKey): string[] => {
    const user = db.users.find(key.userId)!;
    const viewer = payViewerOf(user);
    const rows = participantRowsOnce(
      { id: key.cycleId },
      listedParticipants(key, user),
      withFlagsFor(user),
    )
      .map((row) => shapeParticipantRow(row, viewer))
      .filter((row) => matchesRowFilters(row, key.filters));
    return sortParticipantRows(rows, key.sort, key.order).map((row) => row.id);
  },
  (key: ListOrderKey) => JSON.stringify(key),
);

// Employees read their own row without guardrail flags.
const withFlagsFor = (user: User) => user.role !== 'employee';

export const handlers = [
  defineRoute({
    operationId: 'listCycleParticipants',
    auth: ANY_ROLE,
    handler: ({ user, params, query }) => {
      readableCycle(params.cycleId, user);
      const key: ListOrderKey = {
        cycleId: params.cycleId,
        userId: user.id,
        sort: query.sort ?? 'name',
        order: query.order ?? 'asc',
        filters: {
          status: query.status,
          managerId: query.managerId,
          employeeId: query.employeeId,
          teamId: query.teamId,
          approverId: query.approverId,
          awaitingApproval: query.awaitingApproval,
          search: searchWords(query.search).join(' ') || undefined,
        },
      };
      const { start, end } = pageBounds(query);
      let total: number;
      let page: Participant[];
      if (needsBuiltRows(key.filters, key.sort)) {
        const ids = listOrder(key);
        total = ids.length;
        page = ids.slice(start, end).map((id) => db.participants.find(id)!);
      } else {
        const listed = listedParticipants(key, user);
        const inOrder = key.order === 'asc' ? listed : listed.reverse();
        total = listed.length;
        page = inOrder.slice(start, end);
      }
      // Rows come in the order of the list they are built from.
      const viewer = payViewerOf(user);
      const data = participantRowsInOrder(page, withFlagsFor(user)).map((row) =>
        shapeParticipantRow(row, viewer),
      );
      return ok(200, { data, total });
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
