import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { FormTextField } from '@/components/FormTextField';
import { DialogFormBody } from '@/components/DialogFormBody';
import { parseOffsets, scheduleSchema, type ScheduleValues } from '../schedule-form';
import { type ReminderSchedule, useUpdateReminderSchedule } from '@/api/resources/notifications';
import { NUDGE_TEXT } from '../nudge-text';
import { FormDialog } from '@/components/FormDialog';
import { landFieldErrors } from '@/components/server-field-errors';

export interface ReminderScheduleDialogProps {
  open: boolean;
  schedule: ReminderSchedule;
  onClose: () => void;
}

/** Turns automatic reminders on or off and sets their days before the end date. */
export function ReminderScheduleDialog({ open, schedule, onClose }: ReminderScheduleDialogProps) {
  const titleId = useId();
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
    <FormDialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{NUDGE_TEXT.scheduleDialogTitle}</DialogTitle>
      <Formik
        initialValues={{ enabled: schedule.enabled, offsets: schedule.offsets.join(', ') }}
        validationSchema={scheduleSchema}
        onSubmit={handleSubmit}
      >
        {({ isSubmitting, values, setFieldValue }) => (
          <DialogFormBody
            error={error}
            submitLabel={NUDGE_TEXT.scheduleSave}
            isSubmitting={isSubmitting}
            onCancel={onClose}
          >
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
          </DialogFormBody>
        )}
      </Formik>
    </FormDialog>
  );
}
