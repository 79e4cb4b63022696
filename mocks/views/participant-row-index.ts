import { db } from '@mocks/db';
import { cached } from '@mocks/db/cached';
import type { Participant, ReviewCycle } from '@mocks/db/records';
import { cycleFlags } from './guideline';
import {
  indexCycleParticipants,
  toParticipantRows,
  type CycleParticipantsIndex,
  type ParticipantRowDto,
} from './participant';

/**
 * A cycle's recommendations, stage instances, stages and levels by participant, indexed once per
 * change: a 10,000-participant list is read a page at a time. Read-only.
 */
export const cycleIndex: (cycle: Pick<ReviewCycle, 'id'>) => CycleParticipantsIndex = cached(
  'cycle participants index',
  (cycle: Pick<ReviewCycle, 'id'>) => indexCycleParticipants(db.reviewCycles.find(cycle.id)!),
  (cycle: Pick<ReviewCycle, 'id'>) => cycle.id,
);

const noFlags = (): ParticipantRowDto['flags'] => [];

/** A participant's table row, with or without guardrail flags, built once per change. */
const participantRow = cached(
  'participant row',
  ({ participantId, withFlags }: { participantId: string; withFlags: boolean }) => {
    const participant = db.participants.find(participantId)!;
    const index = cycleIndex({ id: participant.cycleId });
    const flags = withFlags ? cycleFlags({ id: participant.cycleId }) : null;
    return toParticipantRows([participant], index, flags ? (id) => flags.of(id) : noFlags)[0]!;
  },
  ({ participantId, withFlags }: { participantId: string; withFlags: boolean }) =>
    `${participantId} ${withFlags ? 'flags' : 'no flags'}`,
);

/**
 * The rows of a whole list, built for one answer and not kept: a filter or an order other than by
 * name reads every row, and keeping 10,000 of them held about 20 MiB for pages nobody may open.
 */
export function participantRowsOnce(
  cycle: Pick<ReviewCycle, 'id'>,
  participants: readonly Participant[],
  withFlags: boolean,
): ParticipantRowDto[] {
  const flags = withFlags ? cycleFlags(cycle) : null;
  return toParticipantRows(participants, cycleIndex(cycle), flags ? (id) => flags.of(id) : noFlags);
}

/**
 * The participants table rows of `participants`, in the order given (callers pass
 * them in the table's order: employee name, then id). Each row is built once per change of the
 * data it is made of: a page of 1,000 took 10-20 ms to build on every call. Read-only: shape a
 * copy.
 */
export function participantRowsInOrder(
  participants: readonly Participant[],
  withFlags: boolean,
): ParticipantRowDto[] {
  return participants.map((p) => participantRow({ participantId: p.id, withFlags }));
}
