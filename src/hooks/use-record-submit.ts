import type { FormikErrors, FormikHelpers } from 'formik';
import { useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { landFieldErrors } from '@/components/server-field-errors';
import type { StaleRecord } from './use-stale-record';

/**
 * The submit of a form that saves one record (with {@link useStaleRecord}): a 400's field
 * errors land on their fields, a 412 shows the record as someone else left it, any other failure
 * becomes the form's message (the server's, else `fallback`).
 */
export function useRecordSubmit(
  stale: Pick<StaleRecord<unknown>, 'handleError'>,
  fallback: string,
) {
  const [error, setError] = useState<string | null>(null);

  /** Runs `save` (the call, then what follows success) for the submitted `values`. */
  const submit = async <V extends object>(
    values: V,
    helpers: Pick<FormikHelpers<V>, 'setErrors'>,
    save: () => Promise<void>,
  ) => {
    setError(null);
    try {
      await save();
    } catch (err) {
      const setErrors = (errors: Record<string, string>) =>
        helpers.setErrors(errors as FormikErrors<V>);
      if (landFieldErrors(err, Object.keys(values), setErrors)) return;
      if (!(await stale.handleError(err))) setError(getErrorMessage(err, fallback));
    }
  };

  return { error, setError, submit };
}
