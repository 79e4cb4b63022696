import { describe, expect, it } from 'vitest';
import { staleRecordChanges } from './stale-record-changes';

describe('staleRecordChanges', () => {
  const labels = { name: 'Team Name', description: 'Description', memberIds: 'Members' };

  it('lists the labelled fields that differ, with their values', () => {
    expect(
      staleRecordChanges(
        { name: 'Mine', description: 'Same', memberIds: ['a', 'b'] },
        { name: 'Theirs', description: 'Same', memberIds: ['b', 'a'] },
        labels,
      ),
    ).toEqual([{ field: 'name', label: 'Team Name', theirs: 'Theirs' }]);
  });

  it('formats empty values and lists, or with the form’s own format', () => {
    expect(
      staleRecordChanges(
        { description: 'x', memberIds: ['a'] },
        { description: '', memberIds: [] },
        labels,
      ),
    ).toEqual([
      { field: 'description', label: 'Description', theirs: '(empty)' },
      { field: 'memberIds', label: 'Members', theirs: '(none)' },
    ]);
    expect(
      staleRecordChanges({ memberIds: ['a'] }, { memberIds: ['b'] }, labels, (_f, v) =>
        (v as string[]).map((id) => id.toUpperCase()).join(' & '),
      ),
    ).toEqual([{ field: 'memberIds', label: 'Members', theirs: 'B' }]);
  });
});
