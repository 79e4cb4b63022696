import { useFormikContext } from 'formik';
import { useEffect } from 'react';

/** A form's formik `status` once it has saved and closes (set by its submit handler). */
export const FORM_SAVED = 'saved';

export interface FormSubmittingReporterProps {
  onChange: (busy: boolean) => void;
}

/**
 * Placed inside a <Formik> whose submit button sits outside it (a slide-over's footer): says when
 * the button must be disabled, from the click on (validation included) and, once the form has
 * saved (`setStatus(FORM_SAVED)`), while its panel closes. A second click of a double click comes
 * at one of these moments; let through, it would save the form twice.
 */
export function FormSubmittingReporter({ onChange }: FormSubmittingReporterProps) {
  const { isSubmitting, status } = useFormikContext();
  const busy = isSubmitting || status === FORM_SAVED;
  useEffect(() => {
    onChange(busy);
  }, [busy, onChange]);
  useEffect(() => () => onChange(false), [onChange]);
  return null;
}
