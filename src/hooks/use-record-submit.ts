import type { FormikErrors, FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { landFieldErrors } from '@/components/server-field-errors';
import type { StaleRecord } from './use-stale-record';

/** The form's message and the values it answered. */
interface Failure {
  message: string;
  values: object;
}

/**
 * The submit of a form that saves one record (with {@link useStaleRecord}): a 400's or 409's
 * field errors land on their fields, a 412 shows the record as someone else left it, any other
 * failure becomes the form's message (the server's, else `fallback`). The message answers the
 * values sent: once the form is edited it is gone, so it never stands beside the errors of what
 * the user typed since.
 */
export function useRecordSubmit(
  stale: Pick<StaleRecord<unknown>, 'handleError'>,
  fallback: string,
) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const sent = useRef<object>({});

  const setError = (message: string | null) =>
    setFailure(message === null ? null : { message, values: sent.current });

  /** The form's message while `values` (formik's, which an edit replaces) are the ones sent. */
  const errorFor = (values: object) =>
    failure && failure.values === values ? failure.message : null;

  /** Runs `save` (the call, then what follows success) for the submitted `values`. */
  const submit = async <V extends object>(
    values: V,
    helpers: Pick<FormikHelpers<V>, 'setErrors'>,
    save: () => Promise<void>,
  ) => {
    sent.current = values;
    setFailure(null);
    try {
      await save();
    } catch (err) {
      const setErrors = (errors: Record<string, string>) =>
        helpers.setErrors(errors as FormikErrors<V>);
      if (landFieldErrors(err, Object.keys(values), setErrors)) return;
      if (!(await stale.handleError(err))) setError(getErrorMessage(err, fallback));
    }
  };

  return { errorFor, setError, submit };
}
