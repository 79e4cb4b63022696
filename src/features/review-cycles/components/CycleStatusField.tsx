import Box from '@mui/material/Box';
import { useFormikContext } from 'formik';
import { FormSelectField } from '@/components/FormSelectField';
import {
  STATUS_CHANGE_NOTES,
  cycleStatusHelp,
  isStatusOffered,
  statusChangeNote,
} from '@/lib/cycle-status-help';
import { isDraftStatus } from '@/lib/launch-readiness';
import type { CycleFormValues } from '../cycle-form';

export interface CycleStatusFieldProps {
  statuses: { id: string; name: string }[];
}

/**
 * The edit form's status: what the chosen status does, and what saving a change does (closing,
 * reopening). A Draft cycle is offered Draft only: it starts with Launch, which checks it.
 */
export function CycleStatusField({ statuses }: CycleStatusFieldProps) {
  const { values, initialValues } = useFormikContext<CycleFormValues>();
  const nameOf = (id: string) => statuses.find((s) => s.id === id)?.name ?? '';
  const saved = nameOf(initialValues.status);
  const chosen = nameOf(values.status);
  const note = isDraftStatus(saved)
    ? STATUS_CHANGE_NOTES.launchOnly
    : statusChangeNote(saved, chosen);
  const help = cycleStatusHelp(chosen);
  return (
    <FormSelectField
      name="status"
      label="Status"
      options={statuses.map((s) => ({
        value: s.id,
        label: s.name,
        disabled: !isStatusOffered(saved, s.name),
      }))}
      helperText={
        help || note ? (
          <>
            {help}
            {note ? (
              <Box component="span" sx={{ display: 'block' }}>
                {note}
              </Box>
            ) : null}
          </>
        ) : undefined
      }
    />
  );
}
