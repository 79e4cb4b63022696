import { useFormikContext } from 'formik';
import { StaleRecordAlert } from '@/components/StaleRecordAlert';
import { initialStageValues, type StageFormValues, type StageMetric } from '../stage-form';
import type { StageRecord } from '../use-stage-versions';

export interface StageStaleNoticeProps {
  metrics: readonly StageMetric[];
  /** The answers as someone else saved them, after a refused save; null: nothing to show. */
  theirs: StageRecord | null;
  /** Manager reviews: the compensation rows and justification are compared too. */
  withCompensation: boolean;
  typeNameOf: (typeId: string) => string;
}

/** The stage form's flat view for comparing: one entry per metric, the compensation summed up. */
function flatten(values: StageFormValues, typeNameOf: (typeId: string) => string) {
  const rows = values.compensationChanges
    .filter((row) => row.type && row.amount !== '')
    .map((row) => `${typeNameOf(row.type) || row.type} ${row.amount}`)
    .join('; ');
  return {
    ...Object.fromEntries(Object.entries(values.metrics).map(([id, v]) => [`metric:${id}`, v])),
    compensationChanges: rows,
    justification: values.justification,
  } as Record<string, unknown>;
}

/** The stale-record notice of the stage form: someone else saved these answers first; the input is kept. */
export function StageStaleNotice({
  metrics,
  theirs,
  withCompensation,
  typeNameOf,
}: StageStaleNoticeProps) {
  const { values, setValues } = useFormikContext<StageFormValues>();
  const theirValues = theirs
    ? initialStageValues(metrics, theirs.responses, theirs.compensation)
    : null;
  const labels: Record<string, string> = Object.fromEntries(
    metrics.map((m) => [`metric:${m.id}`, m.name]),
  );
  if (withCompensation) {
    labels.compensationChanges = 'Compensation changes';
    labels.justification = 'Justification';
  }
  return (
    <StaleRecordAlert
      values={flatten(values, typeNameOf)}
      theirs={theirValues ? flatten(theirValues, typeNameOf) : null}
      labels={labels}
      onUseTheirs={() => theirValues && void setValues(theirValues)}
    />
  );
}
