import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BudgetKind } from '@/lib/budgets';
import { formatMoney, formatPercent } from '@/lib/money';
import type { BudgetLine, BudgetPool } from '@/api/resources/review-cycles';
import { BUDGET_PANEL_TEXT } from './budget-messages';

export interface BudgetPoolTableProps {
  pools: BudgetPool[];
  total: BudgetPool | null;
  kind: BudgetKind;
  currency: string;
}

const AMOUNTS = [
  { key: 'allocated', label: 'Allocated', percent: 'allocatedPercent' },
  { key: 'spent', label: 'Spent (approved)', percent: 'spentPercent' },
  { key: 'pending', label: 'Pending (submitted)', percent: 'pendingPercent' },
  { key: 'remaining', label: 'Remaining', percent: 'remainingPercent' },
] as const;

function UseBar({ line }: { line: BudgetLine }) {
  if (!line.allocated) return null;
  const share = (n: number) => `${Math.min(100, Math.max(0, (n / line.allocated!) * 100))}%`;
  const over = (line.remaining ?? 0) < 0;
  return (
    <Box
      role="img"
      aria-label={`${formatPercent(((line.spent + line.pending) / line.allocated) * 100)} used`}
      sx={{
        display: 'flex',
        height: 8,
        borderRadius: 1,
        bgcolor: 'action.hover',
        overflow: 'hidden',
        minWidth: 80,
      }}
    >
      <Box sx={{ width: share(line.spent), bgcolor: over ? 'error.main' : 'primary.main' }} />
      <Box sx={{ width: share(line.pending), bgcolor: over ? 'error.light' : 'warning.main' }} />
    </Box>
  );
}

function AmountCell({
  line,
  amount,
  percent,
  currency,
}: {
  line: BudgetLine;
  amount: (typeof AMOUNTS)[number];
  percent: number | null;
  currency: string;
}) {
  const value = line[amount.key];
  const negative = amount.key === 'remaining' && value !== null && value < 0;
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <Typography
        variant="body2"
        component="div"
        sx={{ fontVariantNumeric: 'tabular-nums', color: negative ? 'error.main' : undefined }}
      >
        {value === null ? BUDGET_PANEL_TEXT.noPool : formatMoney(value, currency)}
      </Typography>
      {value === null ? null : (
        <Typography variant="caption" color="text.secondary" component="div">
          {formatPercent(percent, 2)} of payroll
        </Typography>
      )}
    </TableCell>
  );
}

function PoolRow({
  pool,
  kind,
  currency,
  isTotal,
}: {
  pool: BudgetPool;
  kind: BudgetKind;
  currency: string;
  isTotal?: boolean;
}) {
  const line = pool[kind];
  return (
    <TableRow
      sx={
        isTotal
          ? { '& td, & th': { fontWeight: 600, borderTop: 2, borderColor: 'divider' } }
          : undefined
      }
    >
      <TableCell component="th" scope="row" sx={{ fontWeight: isTotal ? 600 : undefined }}>
        {pool.teamName}
        <Typography variant="caption" color="text.secondary" component="div">
          {pool.participantCount} {pool.participantCount === 1 ? 'person' : 'people'} · payroll{' '}
          {formatMoney(pool.payroll, currency)}
        </Typography>
      </TableCell>
      {AMOUNTS.map((amount) => (
        <AmountCell
          key={amount.key}
          line={line}
          amount={amount}
          percent={line[amount.percent]}
          currency={currency}
        />
      ))}
      <TableCell sx={{ width: 120 }}>
        <UseBar line={line} />
      </TableCell>
    </TableRow>
  );
}

/** Team pools of one kind (increase or bonus): allocated, spent, pending and remaining, in money and % of payroll. */
export function BudgetPoolTable({ pools, total, kind, currency }: BudgetPoolTableProps) {
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={`${kind === 'increase' ? 'Increase' : 'Bonus'} budget by team`}
      >
        <TableHead>
          <TableRow>
            <TableCell>Team</TableCell>
            {AMOUNTS.map((a) => (
              <TableCell key={a.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {a.label}
              </TableCell>
            ))}
            <TableCell>Use</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pools.map((pool) => (
            <PoolRow key={pool.teamId ?? 'none'} pool={pool} kind={kind} currency={currency} />
          ))}
          {total ? <PoolRow pool={total} kind={kind} currency={currency} isTotal /> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
