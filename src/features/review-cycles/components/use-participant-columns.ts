import { useEffect, useMemo, useRef, useState } from 'react';
import { sortByOrder, type ColumnSetting } from '@/components/column-settings';
import { DEFAULT_PARTICIPANT_COLUMNS } from '@/lib/participant-columns';
import {
  useSaveTableColumns,
  useTableColumns,
  type ColumnPreference,
} from '@/api/resources/preferences';

/** Spec 02 §7: "The table name used is participants." */
export const PARTICIPANTS_TABLE = 'participants';

/** Spec 02 §3 default columns (keys) with the table's labels. */
export const PARTICIPANT_COLUMNS: readonly ColumnSetting[] = DEFAULT_PARTICIPANT_COLUMNS;

/** Spec 02 §9: "Column preference save debounce: 250 ms." */
export const COLUMN_SAVE_DEBOUNCE_MS = 250;

/** Saved columns merged with the known ones: unknown keys dropped, new keys appended, labels ours. */
export function mergeColumns(saved: readonly ColumnPreference[] | undefined): ColumnSetting[] {
  if (!saved?.length) return [...PARTICIPANT_COLUMNS];
  const known = new Map(PARTICIPANT_COLUMNS.map((c) => [c.key, c]));
  const kept = sortByOrder(saved.filter((c) => known.has(c.key)));
  const missing = PARTICIPANT_COLUMNS.filter((c) => !kept.some((k) => k.key === c.key));
  return [...kept, ...missing].map((c, order) => ({
    ...known.get(c.key)!,
    visible: c.visible,
    order,
  }));
}

/**
 * The participants table's column settings: loaded from the API, changed locally at once and saved
 * 250 ms after the last change (spec 02 §7). Load and save failures are reported, the table keeps working.
 */
export function useParticipantColumns() {
  const preferences = useTableColumns(PARTICIPANTS_TABLE);
  const save = useSaveTableColumns(PARTICIPANTS_TABLE);
  const [local, setLocal] = useState<ColumnSetting[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { mutate } = save;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const columns = useMemo(() => local ?? mergeColumns(preferences.data), [local, preferences.data]);

  const handleChange = (next: ColumnSetting[]) => {
    setLocal(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      mutate(next.map((c) => ({ ...c, key: c.key as ColumnPreference['key'] })));
    }, COLUMN_SAVE_DEBOUNCE_MS);
  };

  return {
    columns,
    onChange: handleChange,
    loadFailed: preferences.isError,
    saveFailed: save.isError,
    isLoading: preferences.isLoading,
    dismissSaveError: save.reset,
  };
}
