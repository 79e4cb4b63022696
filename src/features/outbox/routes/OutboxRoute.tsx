import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getErrorMessage } from '@/api/error-message';
import { PageHeader } from '@/components/PageHeader';
import { usePageTitle } from '@/hooks/use-page-title';
import { useOutbox, type OutboxMessage } from '@/api/resources/notifications';
import { OutboxMessageDialog } from '../components/OutboxMessageDialog';
import { OutboxTable } from '../components/OutboxTable';
import { OUTBOX_TEXT } from '../outbox-text';

/** /admin/outbox: every message the mock server "emailed" (?cycleId= for one cycle). */
export default function OutboxRoute() {
  usePageTitle(OUTBOX_TEXT.title);
  const [params, setParams] = useSearchParams();
  const cycleId = params.get('cycleId') ?? undefined;
  const outbox = useOutbox(cycleId);
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const cycleName = outbox.data?.find((m) => m.cycleName)?.cycleName;

  return (
    <Box>
      <PageHeader title={OUTBOX_TEXT.title} subtitle={OUTBOX_TEXT.description} />
      {cycleId ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography variant="body2">
            {OUTBOX_TEXT.onlyCycle(cycleName ?? 'this cycle')}
          </Typography>
          <Button size="small" onClick={() => setParams({})}>
            {OUTBOX_TEXT.showAll}
          </Button>
        </Stack>
      ) : null}
      <OutboxTable
        messages={outbox.data ?? []}
        isLoading={outbox.isPending}
        error={outbox.isError ? getErrorMessage(outbox.error, OUTBOX_TEXT.loadFailed) : null}
        onRetry={() => void outbox.refetch()}
        onOpen={setOpen}
      />
      <OutboxMessageDialog message={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
