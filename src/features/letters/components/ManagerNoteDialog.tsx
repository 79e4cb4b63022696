import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { multilineText } from '@/lib/form-schemas';
import { getErrorMessage } from '@/api/error-message';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import {
  letterQueryOptions,
  useUpdateLetterNote,
  type LetterSummary,
} from '@/api/resources/letters';
import { DialogFormBody } from '@/components/DialogFormBody';
import { FormDialog } from '@/components/FormDialog';
import { FormTextField } from '@/components/FormTextField';
import { StaleRecordNotice } from '@/components/StaleRecordNotice';
import { landFieldErrors } from '@/components/server-field-errors';
import { useStaleRecord } from '@/hooks/use-stale-record';
import { LETTER_TEXT } from '../letter-text';

const noteSchema = yup.object({ managerNote: multilineText().default('') });
type NoteValues = yup.InferType<typeof noteSchema>;

export interface ManagerNoteDialogProps {
  cycleId: string;
  letter: LetterSummary;
  onClose: () => void;
}

/** The manager's note on a letter not yet released (shown in it where {{managerNote}} is). */
export function ManagerNoteDialog({ cycleId, letter, onClose }: ManagerNoteDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const save = useUpdateLetterNote(cycleId);
  const [error, setError] = useState<string | null>(null);
  const stale = useStaleRecord(letter, () =>
    queryClient.fetchQuery({ ...letterQueryOptions(letter.id), staleTime: 0 }),
  );
  const name = `${letter.employee.firstName} ${letter.employee.lastName}`;

  const handleSubmit = async (values: NoteValues, helpers: FormikHelpers<NoteValues>) => {
    setError(null);
    try {
      await save.mutateAsync({
        letterId: letter.id,
        managerNote: values.managerNote,
        version: stale.version ?? '',
      });
      onClose();
    } catch (err) {
      if (await stale.handleError(err)) return;
      if (landFieldErrors(err, Object.keys(values), helpers.setErrors)) return;
      setError(getErrorMessage(err, LETTER_TEXT.noteSaveFailed));
    }
  };

  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {LETTER_TEXT.noteTitle}: {name}
      </DialogTitle>
      <Formik
        initialValues={{ managerNote: letter.managerNote }}
        validationSchema={noteSchema}
        onSubmit={handleSubmit}
      >
        {({ isSubmitting }) => (
          <DialogFormBody
            error={error}
            submitLabel={LETTER_TEXT.saveNote}
            isSubmitting={isSubmitting}
            onCancel={onClose}
          >
            <StaleRecordNotice
              theirs={stale.theirs ? { managerNote: stale.theirs.managerNote } : null}
              labels={{ managerNote: LETTER_TEXT.noteLabel }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {LETTER_TEXT.noteHelp}
            </Typography>
            <FormTextField
              name="managerNote"
              label={LETTER_TEXT.noteLabel}
              maxLength={INPUT_LIMITS.LetterUpdate.managerNote.maxLength}
              multiline
              minRows={4}
              fullWidth
              autoFocus
            />
          </DialogFormBody>
        )}
      </Formik>
    </FormDialog>
  );
}
