import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Placed inside a formik form: when a submit ends with errors, the first field in error is
 * focused and scrolled into view, else the form's error message is (an error out of
 * view goes unseen). It looks in the nearest `<form>` around it.
 */
export function FocusFirstError() {
  const { isSubmitting, errors } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const wasSubmitting = useRef(false);

  useEffect(() => {
    const ended = wasSubmitting.current && !isSubmitting;
    wasSubmitting.current = isSubmitting;
    if (!ended) return;
    // After the render that shows the errors.
    const frame = requestAnimationFrame(() => {
      const form = marker.current?.closest('form');
      if (!form) return;
      const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (field && Object.keys(errors).length > 0) {
        field.focus({ preventScroll: true });
        field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        return;
      }
      const alert = form.querySelector<HTMLElement>('[role="alert"]');
      alert?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [isSubmitting, errors]);

  return <span ref={marker} hidden />;
}
