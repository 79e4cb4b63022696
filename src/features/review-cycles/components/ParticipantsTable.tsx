import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/api/error-message';
import { staleDecisionText } from '@/api/if-match';
import { ColumnSettingsMenu } from '@/components/ColumnSettingsMenu';
import { columnSettingsToTableState } from '@/components/column-settings';
import { DataTable, type DataTableServer } from '@/components/DataTable';
import { OnBehalfDialog } from '@/components/OnBehalfDialog';
import {
  type RecommendationAction,
  useBulkApprove,
  useRecommendationAction,
} from '@/api/resources/recommendations';
import { useCycleBudget } from '@/api/resources/review-cycles';
import type { ParticipantRow } from '@/api/resources/participants';
import { approvalCheck, bulkApproveSummary } from '../approval-confirmation';
import { bulkEligibility } from '../bulk-approval';
import { onBehalfOf, rowApproval } from '../row-approval';
import { CYCLE_MESSAGES } from '@/lib/cycle-messages';
import { formatCount } from '@/lib/money';
import { flagsSearchColumn, withFlags, withSelect } from './guardrail-columns';
import { participantColumns } from './participant-columns';
import type { RecommendationCommand } from './RecommendationActions';
import { BulkApproveSummary } from './BulkApproveSummary';
import { RecommendationDialogs } from './RecommendationDialogs';
import { useParticipantColumns } from './use-participant-columns';

export interface ParticipantsTableProps {
  cycleId: string;
  /** The rows shown: one page of the server's when `server` is given, else the whole list. */
  rows: ParticipantRow[];
  /** Sorted, searched and paged by the server (listCycleParticipants). */
  server?: DataTableServer;
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

type Decision = 'approve' | 'reject' | 'undo';

/** What the override dialog asks for: one row's decision, or the bulk approval. */
type OverrideAsk = { approverName: string } & (
  { command: Decision; row: ParticipantRow } | { command: 'bulk'; row?: undefined }
);

const OVERRIDE_ACTIONS: Record<OverrideAsk['command'], string> = {
  approve: 'approve it',
  reject: 'reject it',
  undo: 'undo its decision',
  bulk: 'approve the selected recommendations',
};

const isDecision = (command: RecommendationCommand): command is Decision =>
  command === 'approve' || command === 'reject' || command === 'undo';

/** "10,000 participants": every row that matches, over every page. */
export function participantCountText(total: number): string {
  return `${formatCount(total)} ${total === 1 ? 'participant' : 'participants'}`;
}

/** The admin's participants table: sticky first column, employee ascending, saved columns, recommendation actions. */
export function ParticipantsTable(props: ParticipantsTableProps) {
  const { cycleId, rows, currentEmployeeId, isAdmin } = props;
  const settings = useParticipantColumns();
  const action = useRecommendationAction();
  const [dialog, setDialog] = useState<{
    command: RecommendationCommand;
    row: ParticipantRow;
    /** The admin's justification for deciding another approver's step. */
    onBehalfJustification?: string;
  } | null>(null);
  const [overrideAsk, setOverrideAsk] = useState<OverrideAsk | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate } = action;

  const run = useCallback(
    (row: ParticipantRow, action: RecommendationAction) => {
      if (!row.recommendation) return;
      const target = { cycleId, participantId: row.id, recId: row.recommendation.id };
      // A decision is taken on the figures on screen: their version goes with it.
      const decided =
        action.kind === 'approve' || action.kind === 'reject'
          ? { ...action, version: row.recommendation.version }
          : action;
      mutate(
        { target, action: decided },
        {
          onSuccess: () => setDialog(null),
          onError: (error) => {
            setFailure(staleDecisionText(error) ?? getErrorMessage(error, FAILURES[action.kind]));
            // A confirmation holds no input: the failure is shown instead of it.
            if (action.kind === 'approve') setDialog(null);
          },
        },
      );
    },
    [cycleId, mutate],
  );

  const budget = useCycleBudget(cycleId);
  const budgetData = budget.data;
  const proceed = useCallback(
    (command: RecommendationCommand, row: ParticipantRow, onBehalfJustification?: string) => {
      // A flagged or over-pool recommendation is approved only after its confirmation.
      const needsConfirmation =
        command === 'approve' && (approvalCheck(row, budgetData)?.reasons.length ?? 0) > 0;
      if ((command === 'approve' && !needsConfirmation) || command === 'undo')
        run(row, { kind: command, onBehalfJustification });
      else setDialog({ command, row, onBehalfJustification });
    },
    [run, budgetData],
  );
  const handleCommand = useCallback(
    (command: RecommendationCommand, row: ParticipantRow) => {
      // Another approver's step: the admin says why before anything else.
      const approverName = isDecision(command)
        ? onBehalfOf(rowApproval(row, { currentEmployeeId, isAdmin }), command)
        : null;
      if (approverName && isDecision(command)) setOverrideAsk({ command, row, approverName });
      else proceed(command, row);
    },
    [proceed, currentEmployeeId, isAdmin],
  );

  const bulk = useBulkApprove(cycleId);
  // Selected rows by id, kept across pages: a page change leaves the selection as it was.
  const [selected, setSelected] = useState<ReadonlyMap<string, ParticipantRow>>(new Map());
  const [bulkSummary, setBulkSummary] = useState<ReturnType<typeof bulkApproveSummary> | null>(
    null,
  );
  const blockedReason = useCallback(
    (row: ParticipantRow) => bulkEligibility(row, { currentEmployeeId, isAdmin }).reason,
    [currentEmployeeId, isAdmin],
  );
  // A selected row on screen is read as it is now (a decision since changes its version).
  const onScreen = new Map(rows.map((r) => [r.id, r]));
  const selectedRows = [...selected.values()]
    .map((r) => onScreen.get(r.id) ?? r)
    .filter((r) => blockedReason(r) === null);
  const handleToggle = useCallback((row: ParticipantRow) => {
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  }, []);
  const onBehalfNames = [
    ...new Set(
      selectedRows.flatMap((r) => {
        const name = onBehalfOf(rowApproval(r, { currentEmployeeId, isAdmin }), 'approve');
        return name ? [name] : [];
      }),
    ),
  ];
  const handleBulkApprove = () => {
    if (onBehalfNames.length > 0)
      setOverrideAsk({ command: 'bulk', approverName: onBehalfNames.join(', ') });
    else submitBulk();
  };
  const submitBulk = (onBehalfJustification?: string) => {
    const items = selectedRows.flatMap((r) =>
      r.recommendation ? [{ id: r.recommendation.id, version: r.recommendation.version }] : [],
    );
    bulk.mutate(
      { items, onBehalfJustification },
      {
        onSuccess: (result) => {
          setSelected(new Map());
          const names = new Map(selectedRows.map((r) => [r.id, r.employeeName]));
          setBulkSummary(
            bulkApproveSummary(result, (id) => (id && names.get(id)) || 'Unknown recommendation'),
          );
        },
        onError: (error) => setFailure(getErrorMessage(error, CYCLE_MESSAGES.approveFailed)),
      },
    );
  };

  const busy = action.isPending || bulk.isPending;
  const columns = useMemo(() => {
    const base = participantColumns(cycleId, {
      currentEmployeeId,
      isAdmin,
      busy,
      onCommand: handleCommand,
    });
    const select = {
      isSelected: (r: ParticipantRow) => selected.has(r.id),
      blockedReason,
      onToggle: handleToggle,
    };
    return [
      ...base.map((column) =>
        column.id === 'status'
          ? withFlags(column)
          : column.id === 'actions'
            ? withSelect(column, select)
            : column,
      ),
      flagsSearchColumn(),
    ];
  }, [
    cycleId,
    currentEmployeeId,
    isAdmin,
    busy,
    handleCommand,
    selected,
    blockedReason,
    handleToggle,
  ]);
  // Long lists place rows by an estimate no row is shorter than (DataTable: a row taller than it
  // only means more rows rendered than seen). In the admin's 232 px actions column, a row with a
  // recommendation puts its buttons or badges and the selection box on two lines at least (84 px);
  // a row without one can be a single line (51 px, 61 with the box).
  const rowHeight = useMemo(
    () => (isAdmin && rows.length > 0 && rows.every((r) => r.recommendation) ? 80 : 61),
    [isAdmin, rows],
  );
  const tableState = useMemo(() => {
    const state = columnSettingsToTableState(settings.columns);
    const order = state.columnOrder.filter((key) => key !== 'actions');
    return {
      columnVisibility: { ...state.columnVisibility, flags: false },
      columnOrder: [...order, 'flags', 'actions'],
    };
  }, [settings.columns]);

  return (
    <Stack spacing={2}>
      {bulkSummary ? (
        <BulkApproveSummary summary={bulkSummary} onClose={() => setBulkSummary(null)} />
      ) : null}
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
        server={props.server}
        isLoading={props.isLoading}
        error={props.error}
        onRetry={props.onRetry}
        initialSorting={[{ id: 'employee', desc: false }]}
        stickyFirstColumn
        // With the band columns it is wider than a laptop screen: it scrolls sideways.
        wide
        dense
        rowHeight={rowHeight}
        columnVisibility={tableState.columnVisibility}
        columnOrder={tableState.columnOrder}
        search={{ placeholder: 'Search participants' }}
        toolbar={
          <Stack
            direction="row"
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}
          >
            {props.server && !props.isLoading ? (
              <Typography variant="body2" color="text.secondary" role="status">
                {participantCountText(props.server.total)}
              </Typography>
            ) : null}
            <Button
              variant="contained"
              color="success"
              size="small"
              disabled={selectedRows.length === 0 || busy}
              onClick={handleBulkApprove}
            >
              {bulk.isPending ? 'Approving...' : `Approve Selected (${selectedRows.length})`}
            </Button>
            <ColumnSettingsMenu columns={settings.columns} onChange={settings.onChange} />
          </Stack>
        }
      />
      <RecommendationDialogs
        dialog={dialog}
        busy={busy}
        onClose={() => setDialog(null)}
        approvalCheck={dialog?.command === 'approve' ? approvalCheck(dialog.row, budgetData) : null}
        onApprove={(row) =>
          run(row, { kind: 'approve', onBehalfJustification: dialog?.onBehalfJustification })
        }
        onReject={(row, input) =>
          run(row, {
            kind: 'reject',
            input,
            onBehalfJustification: dialog?.onBehalfJustification,
          })
        }
        cycleId={cycleId}
      />
      <OnBehalfDialog
        open={Boolean(overrideAsk)}
        approverName={overrideAsk?.approverName ?? ''}
        action={OVERRIDE_ACTIONS[overrideAsk?.command ?? 'approve']}
        busy={busy}
        onCancel={() => setOverrideAsk(null)}
        onConfirm={(justification) => {
          const ask = overrideAsk;
          setOverrideAsk(null);
          if (ask?.command === 'bulk') submitBulk(justification);
          else if (ask) proceed(ask.command, ask.row, justification);
        }}
      />
      <Snackbar open={Boolean(failure)} autoHideDuration={8000} onClose={() => setFailure(null)}>
        <Alert severity="error" variant="filled" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
