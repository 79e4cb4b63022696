import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import type { BandPreview } from '@/lib/band-preview';
import { formatMoney } from '@/lib/money';
import {
  BAND_STATUS_LABELS,
  formatCompaRatio,
  formatPenetration,
  type BandPosition,
  type BandStatus,
} from '@/lib/pay-bands';
import { visuallyHidden } from '@/components/visually-hidden';

export interface BandPositionTableProps {
  preview: BandPreview;
  currency: string;
}

// Pixels, not numbers: in sx a width of 1 is 100%, which spread the hidden label past the page.

const STATUS_COLOR: Record<BandStatus, 'default' | 'warning' | 'error'> = {
  below_min: 'warning',
  in_range: 'default',
  above_max: 'error',
};

function StatusChip({ position }: { position: BandPosition | null }) {
  if (!position) return '—';
  return (
    <Chip
      size="small"
      variant={position.status === 'in_range' ? 'outlined' : 'filled'}
      color={STATUS_COLOR[position.status]}
      label={BAND_STATUS_LABELS[position.status]}
    />
  );
}

/** The salary's place in its band before the change and after it (in the new level's band on a promotion). */
export function BandPositionTable({ preview, currency }: BandPositionTableProps) {
  const { before, after } = preview;
  const money = (value: number | undefined) => formatMoney(value, currency);
  const rows: [string, (p: BandPosition | null) => ReactNode][] = [
    ['Level', (p) => p?.levelName ?? '—'],
    ['Band minimum', (p) => money(p?.min)],
    ['Band midpoint', (p) => money(p?.mid)],
    ['Band maximum', (p) => money(p?.max)],
    ['Salary', (p) => money(p?.salary)],
    ['Compa-ratio', (p) => formatCompaRatio(p?.compaRatio)],
    ['Range penetration', (p) => formatPenetration(p?.rangePenetration)],
    ['Position', (p) => <StatusChip position={p} />],
  ];
  return (
    // A phone of 320 px scrolls the figures sideways instead of widening the page.
    <TableContainer>
      <Table
        size="small"
        aria-label="Band position before and after"
        sx={{
          mt: 1,
          maxWidth: 640,
          '& th, & td': { px: { xs: 0.5, sm: 2 } },
          '& td': { whiteSpace: 'nowrap' },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ pl: 0 }}>
              <Box component="span" sx={visuallyHidden}>
                Figure
              </Box>
            </TableCell>
            <TableCell align="right">Before</TableCell>
            <TableCell align="right">{preview.promoted ? 'After promotion' : 'After'}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ pl: 0, color: 'text.secondary' }}>
                {label}
              </TableCell>
              <TableCell align="right">{value(before)}</TableCell>
              <TableCell align="right">{value(after)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
