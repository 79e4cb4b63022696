import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Enforcement } from '@/lib/guidelines';

const ENFORCEMENT_LABELS: Record<Enforcement, string> = {
  soft: 'Soft (justification)',
  hard: 'Hard (admin override)',
};

export interface EnforcementSelectProps {
  label: string;
  value: Enforcement;
  onChange: (value: Enforcement) => void;
  minWidth: number;
}

/** Soft or hard: what a guideline range or the over-budget policy asks of an amount past it. */
export function EnforcementSelect({ label, value, onChange, minWidth }: EnforcementSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as Enforcement)}
      size="small"
      sx={{ minWidth }}
    >
      {(['soft', 'hard'] as const).map((option) => (
        <MenuItem key={option} value={option}>
          {ENFORCEMENT_LABELS[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}
