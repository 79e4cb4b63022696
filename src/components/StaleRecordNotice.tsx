import { useFormikContext } from 'formik';
import { StaleRecordAlert } from './StaleRecordAlert';
import type { StaleValueFormat } from './stale-record-changes';

export interface StaleRecordNoticeProps<V> {
  /** The form's values of the record as someone else saved it; null: nothing to show. */
  theirs: V | null;
  /** The fields to compare, with their labels as the form shows them. */
  labels: Partial<Record<keyof V & string, string>>;
  /** Their value as the user reads it (names for ids, money...). */
  format?: StaleValueFormat;
}

/**
 * Shown in a form whose save was refused because someone else changed the record (412): says so,
 * keeps what the user typed, lists the fields where the record now holds other values, and offers
 * to take theirs. Saving again applies the user's values over the current record.
 */
export function StaleRecordNotice<V extends object>({
  theirs,
  labels,
  format,
}: StaleRecordNoticeProps<V>) {
  const { values, setValues } = useFormikContext<V>();
  return (
    <StaleRecordAlert
      values={values}
      theirs={theirs}
      labels={labels}
      format={format}
      onUseTheirs={(v) => void setValues(v)}
    />
  );
}
