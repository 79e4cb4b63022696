import { useState } from 'react';
import { useField, useFormikContext } from 'formik';

/**
 * A formik field plus the error to show: none before the first submit (spec: "Errors are shown after the first
 * submit attempt"), and none once the field is edited after that submit ("cleared as the field is edited").
 */
export function useFormField<V>(name: string) {
  const [field, meta, helpers] = useField<V>(name);
  const { submitCount } = useFormikContext();
  const [submitted, setSubmitted] = useState({ count: submitCount, value: field.value });
  if (submitted.count !== submitCount) setSubmitted({ count: submitCount, value: field.value });

  const editedSinceSubmit =
    submitted.count === submitCount && !Object.is(submitted.value, field.value);
  const error = submitCount > 0 && !editedSinceSubmit && meta.error ? meta.error : undefined;
  return { field, helpers, error };
}
