import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney, formatPercent } from '@/lib/money';
import type { Calibration } from '@/api/resources/calibration';

export interface DistributionTableProps {
  distribution: Calibration['distribution'];
  currency: string;
}

const signed = (value: number | null) =>
  value === null ? '—' : `${value > 0 ? '+' : ''}${formatPercent(value)}`;

/** Participants, actual against target share, and the proposed amounts per rating. */
export function DistributionTable({ distribution, currency }: DistributionTableProps) {
  return (
    <Table size="small" aria-label="Distribution by rating">
      <TableHead>
        <TableRow>
          <TableCell>Rating</TableCell>
          <TableCell align="right">Participants</TableCell>
          <TableCell align="right">Actual</TableCell>
          <TableCell align="right">Target</TableCell>
          <TableCell align="right">Difference</TableCell>
          <TableCell align="right">Proposed Increase</TableCell>
          <TableCell align="right">Proposed Bonus</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {distribution.map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            <TableCell align="right">{row.count}</TableCell>
            <TableCell align="right">{formatPercent(row.share)}</TableCell>
            <TableCell align="right">{formatPercent(row.targetShare)}</TableCell>
            <TableCell
              align="right"
              sx={{
                color:
                  row.difference !== null && Math.abs(row.difference) >= 5
                    ? 'warning.main'
                    : undefined,
              }}
            >
              {signed(row.difference)}
            </TableCell>
            <TableCell align="right">{formatMoney(row.proposedIncrease, currency)}</TableCell>
            <TableCell align="right">{formatMoney(row.proposedBonus, currency)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
