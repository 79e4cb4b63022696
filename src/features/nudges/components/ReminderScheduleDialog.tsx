import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { FormTextField } from '@/components/FormTextField';
import { RecordFormDialog } from '@/components/RecordFormDialog';
import { parseOffsets, scheduleSchema, type ScheduleValues } from '../schedule-form';
import { type ReminderSchedule, useUpdateReminderSchedule } from '@/api/resources/notifications';
import { NUDGE_TEXT } from '../nudge-text';
import { landFieldErrors } from '@/components/server-field-errors';
import { NO_STALE_RECORD } from '../no-stale-record';

export interface ReminderScheduleDialogProps {
  open: boolean;
  schedule: ReminderSchedule;
  onClose: () => void;
}

/** Turns automatic reminders on or off and sets their days before the end date. */
export function ReminderScheduleDialog({ open, schedule, onClose }: ReminderScheduleDialogProps) {
  const save = useUpdateReminderSchedule(schedule.cycleId);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (values: ScheduleValues, helpers: FormikHelpers<ScheduleValues>) => {
    setError(null);
    try {
      await save.mutateAsync({
        enabled: values.enabled,
        offsets: parseOffsets(values.offsets) ?? [],
      });
      onClose();
    } catch (err) {
      if (landFieldErrors(err, Object.keys(values), helpers.setErrors)) {
        return;
      }
      setError(getErrorMessage(err, NUDGE_TEXT.scheduleSaveFailed));
    }
  };

  return (
    <RecordFormDialog<ScheduleValues>
      open={open}
      onClose={onClose}
      title={NUDGE_TEXT.scheduleDialogTitle}
      submitLabel={NUDGE_TEXT.scheduleSave}
      maxWidth="xs"
      formKey={schedule.cycleId}
      initialValues={{ enabled: schedule.enabled, offsets: schedule.offsets.join(', ') }}
      validationSchema={scheduleSchema}
      onSubmit={handleSubmit}
      error={error}
      stale={NO_STALE_RECORD}
    >
      {({ values, setFieldValue }) => (
        <>
          <FormControlLabel
            sx={{ mb: 2 }}
            control={
              <Switch
                checked={values.enabled}
                onChange={(_, checked) => void setFieldValue('enabled', checked)}
              />
            }
            label={NUDGE_TEXT.scheduleEnabled}
          />
          <FormTextField
            name="offsets"
            label={NUDGE_TEXT.offsetsLabel}
            helperText={NUDGE_TEXT.offsetsHelp}
            fullWidth
          />
        </>
      )}
    </RecordFormDialog>
  );
}
