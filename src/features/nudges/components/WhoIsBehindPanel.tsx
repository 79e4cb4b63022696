import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { getErrorMessage } from '@/api/error-message';
import { Badge } from '@/components/Badge';
import { DataTable } from '@/components/DataTable';
import { paths } from '@/config/paths';
import { describeOpenItems, formatMoment } from '@/lib/nudges';
import {
  type BehindPerson,
  type SendRemindersResult,
  useCycleBehind,
} from '@/api/resources/notifications';
import { NUDGE_TEXT } from '../nudge-text';
import { SendReminderDialog } from './SendReminderDialog';

export interface WhoIsBehindPanelProps {
  cycleId: string;
  /** The list of people open from the start (else behind a Show button; the header counts them). */
  defaultExpanded?: boolean;
}

/** Manager nudges: who still has stages or approvals open, and reminders to them. */
export function WhoIsBehindPanel({ cycleId, defaultExpanded = false }: WhoIsBehindPanelProps) {
  const behind = useCycleBehind(cycleId);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const listId = `behind-list-${cycleId}`;
  const [recipients, setRecipients] = useState<BehindPerson[] | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const people = useMemo(() => behind.data?.people ?? [], [behind.data]);
  const reachable = people.filter((p) => p.email);
  const headingId = `behind-${cycleId}`;

  const columns = useMemo<ColumnDef<BehindPerson>[]>(
    () => [
      { accessorKey: 'name', header: 'Name' },
      {
        id: 'open',
        header: 'Open',
        accessorFn: (p) => p.tasks.length,
        cell: ({ row }) => describeOpenItems(row.original),
      },
      {
        id: 'lastRemindedAt',
        header: 'Last reminded',
        accessorFn: (p) => p.lastRemindedAt ?? '',
        cell: ({ row }) =>
          row.original.lastRemindedAt
            ? formatMoment(row.original.lastRemindedAt)
            : NUDGE_TEXT.neverReminded,
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.email ? (
            <Button
              size="small"
              variant="outlined"
              aria-label={`${NUDGE_TEXT.remind} ${row.original.name}`}
              onClick={() => setRecipients([row.original])}
            >
              {NUDGE_TEXT.remind}
            </Button>
          ) : (
            <Typography variant="caption" color="text.secondary">
              {NUDGE_TEXT.noEmail}
            </Typography>
          ),
      },
    ],
    [],
  );

  const handleToggle = () => {
    if (!expanded) void behind.refetch();
    setExpanded(!expanded);
  };

  const handleSent = (result: SendRemindersResult) => {
    const [first] = result.messages;
    setSent(
      result.sent === 1 && first
        ? NUDGE_TEXT.sentOne(first.toName)
        : NUDGE_TEXT.sentMany(result.sent),
    );
    setRecipients(null);
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {NUDGE_TEXT.behindTitle}
          </Typography>
          {behind.data?.pastDue ? <Badge label={NUDGE_TEXT.pastDue} tone="red" /> : null}
          {behind.data ? (
            <Typography variant="body2" color="text.secondary">
              {NUDGE_TEXT.peopleBehind(people.length)}
            </Typography>
          ) : null}
          <Stack direction="row" sx={{ ml: 'auto', gap: 1 }}>
            <Button
              variant="outlined"
              aria-expanded={expanded}
              aria-controls={expanded ? listId : undefined}
              onClick={handleToggle}
            >
              {expanded ? NUDGE_TEXT.hidePeople : NUDGE_TEXT.showPeople}
            </Button>
            <Button
              variant="outlined"
              component={RouterLink}
              to={paths.admin.outbox.getHref(cycleId)}
            >
              {NUDGE_TEXT.outboxLink}
            </Button>
            <Button
              variant="contained"
              disabled={reachable.length === 0}
              onClick={() => setRecipients(reachable)}
            >
              {`${NUDGE_TEXT.remindAll} (${reachable.length})`}
            </Button>
          </Stack>
        </Stack>
        {sent ? (
          <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSent(null)}>
            {sent}
          </Alert>
        ) : null}
        {expanded ? (
          <Box id={listId}>
            <DataTable
              aria-label={NUDGE_TEXT.behindTitle}
              columns={columns}
              data={people}
              getRowId={(p) => p.employeeId}
              emptyText={NUDGE_TEXT.behindEmpty}
              isLoading={behind.isPending}
              error={behind.isError ? getErrorMessage(behind.error, NUDGE_TEXT.behindFailed) : null}
              onRetry={() => void behind.refetch()}
              maxHeight={420}
              dense
            />
          </Box>
        ) : null}
      </CardContent>
      {behind.data && recipients ? (
        <SendReminderDialog
          open
          cycle={behind.data}
          recipients={recipients}
          onClose={() => setRecipients(null)}
          onSent={handleSent}
        />
      ) : null}
    </Card>
  );
}
