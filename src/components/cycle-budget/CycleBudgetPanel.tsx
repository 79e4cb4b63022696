import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/api/error-message';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { SectionCard } from '@/components/SectionCard';
import type { BudgetKind } from '@/lib/budgets';
import { useCycleBudget } from '@/api/resources/review-cycles';
import { BUDGET_PANEL_TEXT } from './budget-messages';
import { BudgetKindToggle } from './BudgetKindToggle';
import { BudgetPoolTable } from './BudgetPoolTable';

/** Colours of the Use bars (the amounts themselves are in the cells). */
const USE_LEGEND = [
  { label: 'Spent (approved)', color: 'primary.main' },
  { label: 'Pending (submitted)', color: 'warning.main' },
] as const;

export interface CycleBudgetPanelProps {
  cycleId: string;
  title?: string;
  /** Only these teams (e.g. the participant's on the stage screen); all the caller may see otherwise. */
  teamId?: string | null;
  /** Hide the All Teams row. */
  hideTotal?: boolean;
}

/**
 * Live budgets: the cycle's team pools with what is spent (approved), pending
 * (submitted) and remaining, for increase and bonus; refetched whenever a recommendation changes.
 */
export function CycleBudgetPanel({
  cycleId,
  title = BUDGET_PANEL_TEXT.title,
  teamId,
  hideTotal,
}: CycleBudgetPanelProps) {
  const budget = useCycleBudget(cycleId);
  const [kind, setKind] = useState<BudgetKind>('increase');
  const pools = (budget.data?.teams ?? []).filter(
    (p) => teamId === undefined || p.teamId === teamId,
  );
  const total = hideTotal || teamId !== undefined ? null : (budget.data?.total ?? null);
  const headingId = `budget-panel-${cycleId}`;
  return (
    <SectionCard
      headingId={headingId}
      title={title}
      actions={<BudgetKindToggle value={kind} onChange={setKind} />}
    >
      {budget.isLoading ? (
        <LoadingState minHeight={120} />
      ) : budget.error ? (
        <ErrorBanner
          message={getErrorMessage(budget.error, BUDGET_PANEL_TEXT.loadFailed)}
          onRetry={() => void budget.refetch()}
        />
      ) : pools.length === 0 && !total ? (
        <EmptyState text={BUDGET_PANEL_TEXT.empty} />
      ) : (
        <>
          <BudgetPoolTable
            pools={pools}
            total={total}
            kind={kind}
            currency={budget.data?.currency ?? 'USD'}
          />
          <Stack direction="row" spacing={2} sx={{ mt: 1 }} aria-hidden>
            {USE_LEGEND.map((item) => (
              <Stack key={item.label} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Box sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: item.color }} />
                <Typography variant="caption" color="text.secondary">
                  {item.label}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </>
      )}
    </SectionCard>
  );
}
