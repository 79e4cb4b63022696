import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { getErrorMessage } from '@/api/error-message';
import { ColumnSettingsMenu } from '@/components/ColumnSettingsMenu';
import { columnSettingsToTableState } from '@/components/column-settings';
import { DataTable } from '@/components/DataTable';
import type { ParticipantRow } from '../api/participants';
import { useRecommendationAction, type RecommendationAction } from '../api/recommendations';
import { CYCLE_MESSAGES } from '../cycle-messages';
import { participantColumns } from './participant-columns';
import type { RecommendationCommand } from './RecommendationActions';
import { RecommendationDialogs } from './RecommendationDialogs';
import { useParticipantColumns } from './use-participant-columns';

export interface ParticipantsTableProps {
  cycleId: string;
  rows: ParticipantRow[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  currentEmployeeId: string | null | undefined;
  isAdmin: boolean;
}

/** Spec 02 §2 action failure fallbacks (reject, edit and undo failures are shown too, not only logged). */
const FAILURES: Record<Exclude<RecommendationCommand, 'history'>, string> = {
  approve: CYCLE_MESSAGES.approveFailed,
  reject: 'Failed to reject compensation',
  edit: 'Failed to update recommendation',
  undo: 'Failed to undo decision',
};

/** The admin's participants table: sticky first column, employee ascending, saved columns, recommendation actions. */
export function ParticipantsTable(props: ParticipantsTableProps) {
  const { cycleId, rows, currentEmployeeId, isAdmin } = props;
  const settings = useParticipantColumns();
  const action = useRecommendationAction();
  const [dialog, setDialog] = useState<{
    command: RecommendationCommand;
    row: ParticipantRow;
  } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate } = action;

  const run = useCallback(
    (row: ParticipantRow, action: RecommendationAction) => {
      if (!row.recommendation) return;
      const target = { cycleId, participantId: row.id, recId: row.recommendation.id };
      mutate(
        { target, action },
        {
          onSuccess: () => setDialog(null),
          onError: (error) => setFailure(getErrorMessage(error, FAILURES[action.kind])),
        },
      );
    },
    [cycleId, mutate],
  );

  const handleCommand = useCallback(
    (command: RecommendationCommand, row: ParticipantRow) => {
      if (command === 'approve' || command === 'undo') run(row, { kind: command });
      else setDialog({ command, row });
    },
    [run],
  );

  const busy = action.isPending;
  const columns = useMemo(
    () =>
      participantColumns(cycleId, { currentEmployeeId, isAdmin, busy, onCommand: handleCommand }),
    [cycleId, currentEmployeeId, isAdmin, busy, handleCommand],
  );
  const tableState = useMemo(
    () => columnSettingsToTableState(settings.columns),
    [settings.columns],
  );

  return (
    <Stack spacing={2}>
      {settings.loadFailed ? (
        <Alert severity="warning">{CYCLE_MESSAGES.columnsLoadFailed}</Alert>
      ) : null}
      {settings.saveFailed ? (
        <Alert severity="error" onClose={settings.dismissSaveError}>
          {CYCLE_MESSAGES.columnsSaveFailed}
        </Alert>
      ) : null}
      <DataTable
        aria-label="Participants"
        columns={columns}
        data={rows}
        getRowId={(r) => r.id}
        emptyText={CYCLE_MESSAGES.noParticipants}
        isLoading={props.isLoading}
        error={props.error}
        onRetry={props.onRetry}
        initialSorting={[{ id: 'employee', desc: false }]}
        stickyFirstColumn
        dense
        columnVisibility={tableState.columnVisibility}
        columnOrder={tableState.columnOrder}
        search={{ placeholder: 'Search participants' }}
        toolbar={<ColumnSettingsMenu columns={settings.columns} onChange={settings.onChange} />}
      />
      <RecommendationDialogs
        dialog={dialog}
        busy={busy}
        onClose={() => setDialog(null)}
        onReject={(row, input) => run(row, { kind: 'reject', input })}
        onEdit={(row, input) => run(row, { kind: 'edit', input })}
      />
      <Snackbar open={Boolean(failure)} autoHideDuration={8000} onClose={() => setFailure(null)}>
        <Alert severity="error" variant="filled" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
