/** One field where the user's input differs from the record as someone else saved it. */
export interface StaleFieldChange {
  field: string;
  label: string;
  /** Their value, as the user reads it. */
  theirs: string;
}

export type StaleValueFormat = (field: string, value: unknown) => string;

const defaultFormat: StaleValueFormat = (_field, value) => {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
};

const same = (a: unknown, b: unknown) => {
  const norm = (v: unknown) =>
    Array.isArray(v)
      ? JSON.stringify(
          [...(v as unknown[])]
            // Lists of records (a level's bands) compare by their values, not as '[object Object]'.
            .map((item) =>
              item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item),
            )
            .sort(),
        )
      : JSON.stringify(v ?? '');
  return norm(a) === norm(b);
};

/**
 * The labelled fields (in `labels` order) where `mine` and `theirs` differ, with their value
 * formatted by `format` (lists of ids as names, amounts as money...). Lists compare as sets.
 */
export function staleRecordChanges(
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  labels: Record<string, string>,
  format: StaleValueFormat = defaultFormat,
): StaleFieldChange[] {
  return Object.entries(labels)
    .filter(([field]) => !same(mine[field], theirs[field]))
    .map(([field, label]) => ({ field, label, theirs: format(field, theirs[field]) }));
}

export { defaultFormat as formatStaleValue };
