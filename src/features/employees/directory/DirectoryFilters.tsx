import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useManagerOptions } from '@/api/resources/employees';
import { useTeams } from '@/api/resources/teams';
import { DIRECTORY_TEXT } from './directory-text';
import type { DirectoryFilters as Filters } from './use-directory-params';

export interface DirectoryFiltersProps {
  filters: Filters;
  onChange: (key: keyof Filters, value: string) => void;
  /** Clears the search and every filter; no button while none is set. */
  onClear?: () => void;
}

function FilterSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ flex: '1 1 150px', minWidth: 150, maxWidth: 220 }}
    >
      {props.children}
    </TextField>
  );
}

/** Team, manager, status and account filters of the directory, and Clear filters once one is set. */
export function DirectoryFilters({ filters, onChange, onClear }: DirectoryFiltersProps) {
  const teams = useTeams();
  const managers = useManagerOptions();
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', minWidth: 0 }}
    >
      <FilterSelect label="Team" value={filters.teamId} onChange={(v) => onChange('teamId', v)}>
        <MenuItem value="">{DIRECTORY_TEXT.allTeams}</MenuItem>
        {(teams.data ?? []).map((team) => (
          <MenuItem key={team.id} value={team.id}>
            {team.name}
          </MenuItem>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Manager"
        value={filters.managerId}
        onChange={(v) => onChange('managerId', v)}
      >
        <MenuItem value="">{DIRECTORY_TEXT.allManagers}</MenuItem>
        {(managers.data ?? []).map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.firstName} {m.lastName}
          </MenuItem>
        ))}
      </FilterSelect>
      <FilterSelect label="Status" value={filters.status} onChange={(v) => onChange('status', v)}>
        <MenuItem value="">{DIRECTORY_TEXT.allStatuses}</MenuItem>
        <MenuItem value="active">{DIRECTORY_TEXT.active}</MenuItem>
        <MenuItem value="archived">{DIRECTORY_TEXT.archivedFilter}</MenuItem>
      </FilterSelect>
      <FilterSelect
        label="Account"
        value={filters.account}
        onChange={(v) => onChange('account', v)}
      >
        <MenuItem value="">{DIRECTORY_TEXT.allAccounts}</MenuItem>
        <MenuItem value="with">{DIRECTORY_TEXT.hasAccount}</MenuItem>
        <MenuItem value="without">{DIRECTORY_TEXT.noAccount}</MenuItem>
      </FilterSelect>
      {onClear ? (
        <Button onClick={onClear} sx={{ flex: '0 0 auto' }}>
          {DIRECTORY_TEXT.clearFilters}
        </Button>
      ) : null}
    </Box>
  );
}
