import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Badge, type BadgeTone } from '@/components/Badge';
import { DataTable } from '@/components/DataTable';
import { formatMoment } from '@/lib/nudges';
import type { OutboxMessage } from '@/api/resources/notifications';
import { OUTBOX_TEXT } from '../outbox-text';

const KIND_BADGES: Record<OutboxMessage['kind'], { label: string; tone?: BadgeTone }> = {
  manual: { label: OUTBOX_TEXT.manual },
  automatic: { label: OUTBOX_TEXT.automatic, tone: 'blue' },
  launch: { label: OUTBOX_TEXT.launch, tone: 'emerald' },
  letter: { label: OUTBOX_TEXT.letter, tone: 'yellow' },
};

export interface OutboxTableProps {
  messages: OutboxMessage[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onOpen: (message: OutboxMessage) => void;
}

/** The outbox list: sent at, to, subject, cycle, kind, sent by; a row opens the message. */
export function OutboxTable({ messages, isLoading, error, onRetry, onOpen }: OutboxTableProps) {
  const columns = useMemo<ColumnDef<OutboxMessage>[]>(
    () => [
      {
        id: 'sentAt',
        accessorKey: 'sentAt',
        header: 'Sent at',
        cell: ({ row }) => formatMoment(row.original.sentAt),
      },
      {
        id: 'to',
        accessorFn: (m) => `${m.toName} <${m.to}>`,
        header: 'To',
      },
      { accessorKey: 'subject', header: 'Subject', meta: { maxWidth: 320 } },
      { id: 'cycle', accessorFn: (m) => m.cycleName ?? '', header: 'Cycle' },
      {
        id: 'kind',
        accessorKey: 'kind',
        header: 'Kind',
        cell: ({ row }) => {
          const { label, tone } = KIND_BADGES[row.original.kind];
          return <Badge label={label} tone={tone} />;
        },
      },
      { id: 'sentBy', accessorFn: (m) => m.sentByName ?? '', header: 'Sent by' },
    ],
    [],
  );
  return (
    <DataTable
      aria-label={OUTBOX_TEXT.title}
      columns={columns}
      data={messages}
      getRowId={(m) => m.id}
      emptyText={OUTBOX_TEXT.empty}
      initialSorting={[{ id: 'sentAt', desc: true }]}
      search={{ placeholder: OUTBOX_TEXT.search }}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      onRowClick={onOpen}
    />
  );
}
