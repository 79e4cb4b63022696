import { useFormikContext } from 'formik';
import { useContext, useEffect } from 'react';
import { DiscardGuardContext } from './discard-guard';

/** Placed inside a <Formik> in a slide-over or FormDialog: closing it asks before losing changes. */
export function FormDirtyReporter() {
  const { dirty } = useFormikContext();
  const guard = useContext(DiscardGuardContext);
  useEffect(() => {
    guard?.setDirty(dirty);
    return () => guard?.setDirty(false);
  }, [guard, dirty]);
  return null;
}
