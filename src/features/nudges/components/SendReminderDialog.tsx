import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { FormTextField } from '@/components/FormTextField';
import { DialogFormBody } from '@/components/DialogFormBody';
import {
  type BehindPerson,
  type CycleBehind,
  type SendRemindersResult,
  useSendReminders,
} from '@/api/resources/notifications';
import { defaultReminderValues, reminderSchema, type ReminderValues } from '../reminder-form';
import { NUDGE_TEXT } from '../nudge-text';
import { FormDialog } from '@/components/FormDialog';
import { landFieldErrors } from '@/components/server-field-errors';
import { INPUT_LIMITS } from '@/api/input-limits.gen';

export interface SendReminderDialogProps {
  open: boolean;
  cycle: Pick<CycleBehind, 'cycleId' | 'cycleName' | 'endDate'>;
  /** One person: a message written for them; several: one text with {firstName}. */
  recipients: BehindPerson[];
  onClose: () => void;
  onSent: (result: SendRemindersResult) => void;
  now?: Date;
}

/** Reminder to one or several people behind in a cycle, with a default message they can edit. */
export function SendReminderDialog({
  open,
  cycle,
  recipients,
  onClose,
  onSent,
  now = new Date(),
}: SendReminderDialogProps) {
  const titleId = useId();
  const send = useSendReminders(cycle.cycleId);
  const [error, setError] = useState<string | null>(null);
  const one = recipients.length === 1 ? recipients[0] : undefined;
  const title = one
    ? NUDGE_TEXT.sendTitleOne(one.name)
    : NUDGE_TEXT.sendTitleMany(recipients.length);

  const handleSubmit = async (values: ReminderValues, helpers: FormikHelpers<ReminderValues>) => {
    setError(null);
    try {
      const result = await send.mutateAsync({
        employeeIds: recipients.map((r) => r.employeeId),
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      onSent(result);
    } catch (err) {
      if (landFieldErrors(err, Object.keys(values), helpers.setErrors)) {
        return;
      }
      setError(getErrorMessage(err, NUDGE_TEXT.sendFailed));
    }
  };

  const handleClose = () => {
    setError(null);
    onClose();
  };

  return (
    <FormDialog open={open} onClose={handleClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Formik
        key={recipients.map((r) => r.employeeId).join(',')}
        initialValues={defaultReminderValues(cycle, recipients, now)}
        validationSchema={reminderSchema}
        onSubmit={handleSubmit}
      >
        {({ isSubmitting }) => (
          <DialogFormBody
            error={error}
            submitLabel={NUDGE_TEXT.send}
            isSubmitting={isSubmitting}
            onCancel={handleClose}
          >
            {one ? null : (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {recipients.map((r) => r.name).join(', ')}
              </Typography>
            )}
            <FormTextField
              name="subject"
              maxLength={INPUT_LIMITS.SendRemindersRequest.subject.maxLength}
              label="Subject"
              required
              fullWidth
              sx={{ mb: 1 }}
            />
            <FormTextField
              name="message"
              maxLength={INPUT_LIMITS.SendRemindersRequest.message.maxLength}
              label="Message"
              required
              fullWidth
              multiline
              minRows={6}
              helperText={one ? undefined : NUDGE_TEXT.firstNameHint}
            />
          </DialogFormBody>
        )}
      </Formik>
    </FormDialog>
  );
}
