import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AuditQuery } from '@/api/resources/audit';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_LABELS,
  auditActionLabel,
  type AuditEntityType,
} from '@/lib/audit';

export type AuditFilterValues = Pick<
  AuditQuery,
  'entityType' | 'entityId' | 'actorId' | 'action' | 'from' | 'to'
>;

export interface AuditFiltersProps {
  value: AuditFilterValues;
  actors: { id: string; name: string }[];
  onChange: (next: AuditFilterValues) => void;
}

const ANY = '';

/** Record type, record id, who, action and a date range; every change applies at once. */
export function AuditFilters({ value, actors, onChange }: AuditFiltersProps) {
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value || undefined });
  const field = { size: 'small' as const, fullWidth: false, sx: { width: 190 } };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      <TextField
        select
        label="Record type"
        value={value.entityType ?? ANY}
        onChange={set('entityType')}
        {...field}
      >
        <MenuItem value={ANY}>All</MenuItem>
        {(Object.keys(AUDIT_ENTITY_LABELS) as AuditEntityType[]).map((type) => (
          <MenuItem key={type} value={type}>
            {AUDIT_ENTITY_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Record id"
        value={value.entityId ?? ''}
        onChange={set('entityId')}
        {...field}
      />
      <TextField
        select
        label="Who"
        value={value.actorId ?? ANY}
        onChange={set('actorId')}
        {...field}
      >
        <MenuItem value={ANY}>Anyone</MenuItem>
        {actors.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Action"
        value={value.action ?? ANY}
        onChange={set('action')}
        {...field}
      >
        <MenuItem value={ANY}>All</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {auditActionLabel(action)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="From"
        type="date"
        value={value.from ?? ''}
        onChange={set('from')}
        slotProps={{ inputLabel: { shrink: true } }}
        {...field}
      />
      <TextField
        label="To"
        type="date"
        value={value.to ?? ''}
        onChange={set('to')}
        slotProps={{ inputLabel: { shrink: true } }}
        {...field}
      />
      <Button onClick={() => onChange({})}>Clear Filters</Button>
    </Stack>
  );
}
