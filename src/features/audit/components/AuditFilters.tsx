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
const FIELD = { size: 'small' as const, fullWidth: false, sx: { width: 190 } };
const ENTITY_OPTIONS = (Object.keys(AUDIT_ENTITY_LABELS) as AuditEntityType[]).map((type) => ({
  value: type,
  label: AUDIT_ENTITY_LABELS[type],
}));
const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: auditActionLabel(action),
}));
const DATE_FIELDS = [
  { key: 'from', label: 'From' },
  { key: 'to', label: 'To' },
] as const;

interface SelectFilterProps {
  label: string;
  value: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  /** The first option, which clears the filter. */
  anyLabel: string;
  options: { value: string; label: string }[];
}

function SelectFilter({ label, value, onChange, anyLabel, options }: SelectFilterProps) {
  return (
    <TextField select label={label} value={value ?? ANY} onChange={onChange} {...FIELD}>
      <MenuItem value={ANY}>{anyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Record type, record id, who, action and a date range; every change applies at once. */
export function AuditFilters({ value, actors, onChange }: AuditFiltersProps) {
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value || undefined });
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      <SelectFilter
        label="Record type"
        value={value.entityType}
        onChange={set('entityType')}
        anyLabel="All"
        options={ENTITY_OPTIONS}
      />
      <TextField
        label="Record id"
        value={value.entityId ?? ''}
        onChange={set('entityId')}
        {...FIELD}
      />
      <SelectFilter
        label="Who"
        value={value.actorId}
        onChange={set('actorId')}
        anyLabel="Anyone"
        options={actors.map((a) => ({ value: a.id, label: a.name }))}
      />
      <SelectFilter
        label="Action"
        value={value.action}
        onChange={set('action')}
        anyLabel="All"
        options={ACTION_OPTIONS}
      />
      {DATE_FIELDS.map(({ key, label }) => (
        <TextField
          key={key}
          label={label}
          type="date"
          value={value[key] ?? ''}
          onChange={set(key)}
          slotProps={{ inputLabel: { shrink: true } }}
          {...FIELD}
        />
      ))}
      <Button onClick={() => onChange({})}>Clear Filters</Button>
    </Stack>
  );
}
