import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Badge } from '@/components/Badge';
import { BandStatusBadge } from '@/components/BandStatusBadge';
import { EMPTY_VALUE, formatMoney } from '@/lib/money';
import { formatCompaRatio, formatPenetration } from '@/lib/pay-bands';
import { roleLabel } from '@/lib/permissions';
import type { Employee } from '@/api/resources/employees';
import { formatDay } from '../format';

export interface EmployeeInfoProps {
  employee: Employee;
}

const person = (p: { firstName: string; lastName: string } | null) =>
  p ? `${p.firstName} ${p.lastName}` : EMPTY_VALUE;

export function EmployeeInfo({ employee: e }: EmployeeInfoProps) {
  const personal: Array<[string, ReactNode]> = [
    ['Full Name', [e.firstName, e.middleName, e.lastName].filter(Boolean).join(' ')],
    ['Work Email', e.workEmail || EMPTY_VALUE],
    ['Personal Email', e.personalEmail || EMPTY_VALUE],
    ['Phone Number', e.phoneNumber || EMPTY_VALUE],
  ];
  const employment: Array<[string, ReactNode]> = [
    ['Position', e.position || 'Employee'],
    ['Department', e.department || EMPTY_VALUE],
    ['Hire Date', formatDay(e.hireDate)],
    [
      'Status',
      <Badge
        key="s"
        label={e.isActive ? 'Active' : 'Inactive'}
        tone={e.isActive ? 'emerald' : 'zinc'}
      />,
    ],
    ['Role', e.user ? roleLabel(e.user.role) : EMPTY_VALUE],
    ['Primary Manager', person(e.primaryManager)],
    ['Secondary Manager', person(e.secondaryManager)],
    ['Teams', e.teams.map((t) => t.name).join(', ') || EMPTY_VALUE],
    ['Current Salary', formatMoney(e.currentSalary, e.currency)],
    ['Level', e.level?.name ?? EMPTY_VALUE],
    ['Zone', e.zone || (e.level ? 'Default' : EMPTY_VALUE)],
    ...bandRows(e),
  ];
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <InfoCard title="Personal Information" rows={personal} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <InfoCard title="Employment Information" rows={employment} />
      </Grid>
    </Grid>
  );
}

/** Where the salary sits in the level's band: shown only with the pay the caller may see. */
function bandRows(e: Employee): Array<[string, ReactNode]> {
  const p = e.bandPosition;
  if (!p) return [];
  const money = (n: number) => formatMoney(n, p.currency);
  return [
    [
      p.zone ? `Pay Band (${p.zone})` : 'Pay Band',
      `${money(p.min)} – ${money(p.mid)} – ${money(p.max)}`,
    ],
    [
      'Compa-Ratio',
      <Box key="c" component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
        {formatCompaRatio(p.compaRatio)}
        <BandStatusBadge status={p.status} />
      </Box>,
    ],
    ['Range Penetration', formatPenetration(p.rangePenetration)],
  ];
}

function InfoCard({ title, rows }: { title: string; rows: Array<[string, ReactNode]> }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          {rows.map(([label, value]) => (
            <Grid key={label} size={{ xs: 12, sm: 6 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
