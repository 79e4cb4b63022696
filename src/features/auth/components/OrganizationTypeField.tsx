import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { useRegistrationOrganizationTypes } from '@/api/resources/organization';

const ORGANIZATION_TYPES_ERROR = 'Failed to load organization types. Please try again.';

export type OrganizationTypeFieldProps = {
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

export function OrganizationTypeField({ value, error, onChange }: OrganizationTypeFieldProps) {
  const types = useRegistrationOrganizationTypes();

  if (types.isError) {
    return (
      <div>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void types.refetch()}>
              Retry
            </Button>
          }
        >
          {ORGANIZATION_TYPES_ERROR}
        </Alert>
        <FormHelperText error>{error ?? ' '}</FormHelperText>
      </div>
    );
  }

  return (
    <TextField
      select
      label="Organization type"
      name="organizationTypeId"
      required
      value={types.data ? value : ''}
      onChange={onChange}
      disabled={!types.data}
      error={Boolean(error)}
      helperText={error ?? (types.isPending ? 'Loading organization types...' : ' ')}
      // The loading note is read while the field waits: the disabled grey is too faint to read.
      slotProps={{ formHelperText: { disabled: false } }}
    >
      {(types.data ?? []).map((type) => (
        <MenuItem key={type.id} value={type.id}>
          {type.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
