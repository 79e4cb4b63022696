import { memoUntilChange } from '@mocks/db/memo';
import type { Participant, ReviewCycle } from '@mocks/db/records';
import { mockSettings } from '@mocks/http/settings';
import {
  toParticipantRows,
  type CycleParticipantsIndex,
  type ParticipantRowDto,
} from './participant';
import { keptRow } from '@mocks/http/row-json';

/**
 * A cycle's built rows by participant id, per kind of caller (with or without guardrail flags),
 * kept until the store changes (the rows read a dozen tables, their flags more).
 */
const builtRows = memoUntilChange(
  () => new Map<string, ParticipantRowDto>(),
  (key: string) => key,
);

/**
 * The participants table rows of `participants`, in the order given (callers pass them in the
 * table's order: employee name, then id). Where rows are kept (`keepBuiltRows`: the HTTP server)
 * each row is built once per change; a page of 1,000 took 10-20 ms to build on every call.
 * Read-only: shape a copy.
 */
export function participantRowsInOrder(
  cycle: ReviewCycle,
  participants: readonly Participant[],
  index: CycleParticipantsIndex,
  flagsOf: ((participantId: string) => ParticipantRowDto['flags']) | null,
): ParticipantRowDto[] {
  const flags = flagsOf ?? (() => []);
  if (!mockSettings.keepBuiltRows) return toParticipantRows(participants, index, flags);
  const rows = builtRows(`${cycle.id} ${flagsOf ? 'flags' : 'no flags'}`);
  const missing = participants.filter((p) => !rows.has(p.id));
  if (missing.length > 0)
    for (const row of toParticipantRows(missing, index, flags)) rows.set(row.id, keptRow(row));
  return participants.map((p) => rows.get(p.id)!);
}
