import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { useAllEmployees } from '@/api/resources/employees';
import { useRereadTeam, useSaveTeam, type Team, type TeamInput } from '@/api/resources/teams';
import { FormTextField } from '@/components/FormTextField';
import { RecordFormDialog } from '@/components/RecordFormDialog';
import { useStaleRecord } from '@/hooks/use-stale-record';
import {
  TEAM_ERRORS,
  teamFormInitialValues,
  teamFormSchema,
  toTeamInput,
  type TeamFormValues,
} from '../team-form';
import { PeoplePicker } from './PeoplePicker';

export interface TeamFormDialogProps {
  open: boolean;
  /** The team to edit; null adds one. */
  team: Team | null;
  onClose: () => void;
  onSaved?: (team: Team) => void;
}

/**
 * Every field of the contract's TeamInput (the form's fields), by the label it shows: the
 * stale-record notice lists changes by it, and a field the contract adds needs its input here.
 */
const TEAM_FIELD_LABELS: Record<keyof TeamInput, string> = {
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
  const employees = useAllEmployees();
  const save = useSaveTeam();
  const reread = useRereadTeam();
  const stale = useStaleRecord(open ? team : null, () => reread(team!.id));
  const people = employees.data ?? [];
  const managers = people.filter((e) => e.isManager);
  const nameOf = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));

  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      record={team}
      noun="Team"
      addLabel="Add Team"
      maxWidth="sm"
      initialValues={teamFormInitialValues(team)}
      validationSchema={teamFormSchema}
      stale={stale}
      valuesOf={teamFormInitialValues}
      labels={TEAM_FIELD_LABELS}
      format={(field, value) => formatTeamValue(field, value, nameOf)}
      saveFailed={TEAM_ERRORS.save}
      onSave={(values: TeamFormValues) =>
        save
          .mutateAsync({ id: team?.id, body: toTeamInput(values), version: stale.version })
          .then((saved) => onSaved?.(saved))
      }
    >
      {({ values, setFieldValue }) => (
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
      )}
    </RecordFormDialog>
  );
}
