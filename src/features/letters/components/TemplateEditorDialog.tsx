import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Formik, type FormikHelpers } from 'formik';
import { getErrorMessage } from '@/api/error-message';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import {
  letterTemplateQueryOptions,
  useSaveLetterTemplate,
  type LetterTemplate,
} from '@/api/resources/letters';
import type { ParticipantRow } from '@/api/resources/participants';
import { DialogFormBody } from '@/components/DialogFormBody';
import { FormDialog } from '@/components/FormDialog';
import { FormTextField } from '@/components/FormTextField';
import { StaleRecordNotice } from '@/components/StaleRecordNotice';
import { landFieldErrors } from '@/components/server-field-errors';
import { useStaleRecord } from '@/hooks/use-stale-record';
import type { LetterPlaceholder } from '@/lib/letters';
import { LETTER_TEXT } from '../letter-text';
import { insertPlaceholder, templateSchema, type TemplateValues } from '../template-form';
import { PlaceholderChips } from './PlaceholderChips';
import { TemplatePreview } from './TemplatePreview';

const LIMITS = INPUT_LIMITS.LetterTemplateInput;
const LABELS = { subject: LETTER_TEXT.subject, body: LETTER_TEXT.body };
type Field = keyof TemplateValues;

export interface TemplateEditorDialogProps {
  cycleId: string;
  template: LetterTemplate;
  participants: readonly ParticipantRow[];
  /** What the preview shows for {{effectiveDate}}; today when left out. */
  effectiveDate?: string;
  onClose: () => void;
}

/**
 * The letter template editor: subject and body with placeholder chips that type `{{name}}` at
 * the caret, and beside them the letter as it would read for a chosen participant, updated as
 * the template is typed. Closing with changes asks first; a 412 keeps the input and shows theirs.
 */
export function TemplateEditorDialog({
  cycleId,
  template,
  participants,
  effectiveDate,
  onClose,
}: TemplateEditorDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const save = useSaveLetterTemplate(cycleId);
  const [error, setError] = useState<string | null>(null);
  const stale = useStaleRecord(template, () =>
    queryClient.fetchQuery({ ...letterTemplateQueryOptions(cycleId), staleTime: 0 }),
  );
  const inputs = useRef<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>({
    subject: null,
    body: null,
  });
  const lastField = useRef<Field>('body');

  const handleSubmit = async (values: TemplateValues, helpers: FormikHelpers<TemplateValues>) => {
    setError(null);
    try {
      const saved = await save.mutateAsync({ body: values, version: stale.version ?? '' });
      stale.clear(saved);
      onClose();
    } catch (err) {
      if (await stale.handleError(err)) return;
      if (landFieldErrors(err, Object.keys(values), helpers.setErrors)) return;
      setError(getErrorMessage(err, LETTER_TEXT.templateSaveFailed));
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{LETTER_TEXT.editorTitle}</DialogTitle>
      <Formik
        initialValues={{ subject: template.subject, body: template.body }}
        validationSchema={templateSchema}
        onSubmit={handleSubmit}
      >
        {({ values, isSubmitting, setFieldValue }) => {
          const handleInsert = (name: LetterPlaceholder) => {
            const field = lastField.current;
            const input = inputs.current[field];
            const current = values[field];
            const at = input?.selectionStart ?? current.length;
            const next = insertPlaceholder(current, at, input?.selectionEnd ?? at, name);
            if (next.text.length > LIMITS[field].maxLength) return;
            void setFieldValue(field, next.text);
            requestAnimationFrame(() => {
              input?.focus();
              input?.setSelectionRange(next.caret, next.caret);
            });
          };
          const fieldProps = (field: Field) => ({
            name: field,
            label: LABELS[field],
            maxLength: LIMITS[field].maxLength,
            fullWidth: true,
            onFocus: () => {
              lastField.current = field;
            },
            inputRef: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
              inputs.current[field] = el;
            },
          });
          return (
            <DialogFormBody
              error={error}
              submitLabel={LETTER_TEXT.saveTemplate}
              isSubmitting={isSubmitting}
              onCancel={onClose}
            >
              <StaleRecordNotice
                theirs={
                  stale.theirs ? { subject: stale.theirs.subject, body: stale.theirs.body } : null
                }
                labels={LABELS}
              />
              <Grid container spacing={3}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Stack spacing={2}>
                    <FormTextField {...fieldProps('subject')} required />
                    <PlaceholderChips
                      placeholders={template.placeholders}
                      onInsert={handleInsert}
                    />
                    <FormTextField {...fieldProps('body')} required multiline minRows={14} />
                    <Typography variant="body2" color="text.secondary">
                      {LETTER_TEXT.placeholderHelp}
                    </Typography>
                  </Stack>
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TemplatePreview
                    cycleId={cycleId}
                    subject={values.subject}
                    body={values.body}
                    participants={participants}
                    effectiveDate={effectiveDate}
                  />
                </Grid>
              </Grid>
            </DialogFormBody>
          );
        }}
      </Formik>
    </FormDialog>
  );
}
