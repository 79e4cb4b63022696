import { useFormikContext } from 'formik';
import { useContext, useEffect } from 'react';
import { DiscardGuardContext } from './discard-guard';
import { FORM_SAVED } from './FormSubmittingReporter';
import { useUnsavedChanges } from './unsaved-changes';

/**
 * Placed inside a <Formik>: closing its slide-over or FormDialog, leaving its screen or reloading
 * asks before losing changes. Once it has saved (`setStatus(FORM_SAVED)`) nothing is lost: a
 * click during its fade-out, or the page the save moves to, asks nothing. While it submits,
 * the submit itself may move on (a panel whose save opens the next page).
 */
export function FormDirtyReporter() {
  const { dirty, isSubmitting, status } = useFormikContext();
  const unsaved = dirty && status !== FORM_SAVED;
  const guard = useContext(DiscardGuardContext);
  useEffect(() => {
    guard?.setDirty(unsaved);
    return () => guard?.setDirty(false);
  }, [guard, unsaved]);
  useUnsavedChanges(unsaved && !isSubmitting);
  return null;
}
