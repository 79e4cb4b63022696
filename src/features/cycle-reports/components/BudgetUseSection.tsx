import { useState } from 'react';
import { useTheme } from '@mui/material/styles';
import { LazyCategoryBarChart } from '@/components/LazyCategoryBarChart';
import type { BudgetKind } from '@/lib/budgets';
import { formatMoney } from '@/lib/money';
import type { CycleBudget } from '@/api/resources/review-cycles';
import { BudgetKindToggle } from '@/components/cycle-budget/BudgetKindToggle';
import { BudgetPoolTable } from '@/components/cycle-budget/BudgetPoolTable';
import { REPORT_TEXT } from '../report-messages';
import { ReportSection } from './ReportSection';

export interface BudgetUseSectionProps {
  pools: CycleBudget;
}

/** Spent, pending and remaining of each team pool (increase or bonus), chart and table. */
export function BudgetUseSection({ pools }: BudgetUseSectionProps) {
  const [kind, setKind] = useState<BudgetKind>('increase');
  const { palette } = useTheme();
  const { teams, total, currency } = pools;
  const money = (v: number | null) => formatMoney(v, currency);
  const lines = teams.map((t) => t[kind]);
  return (
    <ReportSection
      title={REPORT_TEXT.budgetUse}
      stacked
      emptyText={teams.length === 0 ? REPORT_TEXT.noPools : null}
      actions={<BudgetKindToggle value={kind} onChange={setKind} />}
      chart={
        <LazyCategoryBarChart
          aria-label={`${kind === 'increase' ? 'Increase' : 'Bonus'} budget use per team`}
          horizontal
          height={Math.max(200, 48 * teams.length + 80)}
          categories={teams.map((t) => t.teamName)}
          valueFormatter={(v) => money(v)}
          series={[
            {
              label: 'Spent (approved)',
              data: lines.map((l) => l.spent),
              stack: 'use',
              valueFormatter: money,
              color: palette.primary.main,
            },
            {
              label: 'Pending (submitted)',
              data: lines.map((l) => l.pending),
              stack: 'use',
              valueFormatter: money,
              color: palette.warning.main,
            },
            {
              label: 'Remaining',
              data: lines.map((l) => (l.remaining === null ? null : Math.max(0, l.remaining))),
              stack: 'use',
              valueFormatter: money,
              color: palette.grey[300],
            },
          ]}
        />
      }
      table={
        <BudgetPoolTable pools={teams} total={total ?? null} kind={kind} currency={currency} />
      }
    />
  );
}
