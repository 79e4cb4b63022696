import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Form, Formik, type FormikHelpers } from 'formik';
import { FocusFirstError } from '@/components/FocusFirstError';
import { landFieldErrors } from '@/components/server-field-errors';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { useId, useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { FormTextField } from '@/components/FormTextField';
import { StaleRecordNotice } from '@/components/StaleRecordNotice';
import { useStaleRecord } from '@/hooks/use-stale-record';
import { useAllEmployees } from '@/api/resources/employees';
import { useRereadTeam, useSaveTeam, type Team } from '@/api/resources/teams';
import {
  TEAM_ERRORS,
  teamFormInitialValues,
  teamFormSchema,
  toTeamInput,
  type TeamFormValues,
} from '../team-form';
import { PeoplePicker } from './PeoplePicker';
import { FormDirtyReporter } from '@/components/FormDirtyReporter';
import { CancelButton } from '@/components/CancelButton';
import { FormDialog } from '@/components/FormDialog';

export interface TeamFormDialogProps {
  open: boolean;
  /** The team to edit; null adds one. */
  team: Team | null;
  onClose: () => void;
  onSaved?: (team: Team) => void;
}

const TEAM_FIELD_LABELS = {
  name: 'Team Name',
  description: 'Description',
  isActive: 'Status',
  managerIds: 'Managers',
  memberIds: 'Members',
};

function formatTeamValue(field: string, value: unknown, nameOf: Map<string, string>): string {
  if (field === 'isActive') return value ? 'Active' : 'Inactive';
  if (Array.isArray(value))
    return value.length === 0
      ? '(none)'
      : value.map((id: string) => nameOf.get(id) ?? id).join(', ');
  return value === '' || value === null || value === undefined ? '(empty)' : String(value);
}

const LIMITS = INPUT_LIMITS.TeamInput;

const STATUS_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

/** Spec 01 §2 Add/Edit team: name required, managers from employees flagged as manager, default active. */
export function TeamFormDialog({ open, team, onClose, onSaved }: TeamFormDialogProps) {
  const formId = useId();
  const employees = useAllEmployees();
  const save = useSaveTeam();
  const reread = useRereadTeam();
  const stale = useStaleRecord(open ? team : null, () => reread(team!.id));
  const [error, setError] = useState<string | null>(null);
  const people = employees.data ?? [];
  const managers = people.filter((e) => e.isManager);
  const nameOf = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));

  const handleSubmit = async (values: TeamFormValues, helpers: FormikHelpers<TeamFormValues>) => {
    setError(null);
    try {
      const body = toTeamInput(values);
      const saved = await save.mutateAsync({ id: team?.id, body, version: stale.version });
      stale.clear();
      onSaved?.(saved);
      onClose();
    } catch (err) {
      if (landFieldErrors(err, Object.keys(values), helpers.setErrors)) return;
      if (!(await stale.handleError(err))) setError(getErrorMessage(err, TEAM_ERRORS.save));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${formId}-title`}
    >
      <DialogTitle id={`${formId}-title`}>{team ? 'Edit Team' : 'Add Team'}</DialogTitle>
      <Formik
        key={team?.id ?? 'new'}
        initialValues={teamFormInitialValues(team)}
        validationSchema={teamFormSchema}
        onSubmit={handleSubmit}
      >
        {({ values, setFieldValue, isSubmitting }) => (
          <Form id={formId} noValidate>
            <FormDirtyReporter />
            <FocusFirstError />
            <DialogContent dividers>
              {error ? (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {error}
                </Alert>
              ) : null}
              <StaleRecordNotice
                theirs={stale.theirs ? teamFormInitialValues(stale.theirs) : null}
                labels={TEAM_FIELD_LABELS}
                format={(field, value) => formatTeamValue(field, value, nameOf)}
              />
              <Stack spacing={1}>
                <FormTextField
                  name="name"
                  label="Team Name"
                  required
                  fullWidth
                  autoFocus
                  maxLength={LIMITS.name.maxLength}
                />
                <FormTextField
                  name="description"
                  label="Description"
                  multiline
                  minRows={2}
                  maxRows={10}
                  fullWidth
                  maxLength={LIMITS.description.maxLength}
                />
                <TextField
                  select
                  label="Status"
                  value={String(values.isActive)}
                  onChange={(e) => void setFieldValue('isActive', e.target.value === 'true')}
                  helperText=" "
                  fullWidth
                >
                  {STATUS_OPTIONS.map((o) => (
                    <MenuItem key={o.value} value={o.value}>
                      {o.label}
                    </MenuItem>
                  ))}
                </TextField>
                <PeoplePicker
                  name="managerIds"
                  label="Managers"
                  people={managers}
                  helperText="Employees flagged as manager"
                  max={LIMITS.managerIds.maxItems}
                />
                <PeoplePicker
                  name="memberIds"
                  label="Members"
                  people={people}
                  max={LIMITS.memberIds.maxItems}
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <CancelButton onCancel={onClose} />
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {team ? 'Save Changes' : 'Add Team'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
