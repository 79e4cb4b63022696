import { useFormikContext } from 'formik';
import { useEffect } from 'react';

interface ManagerFields {
  primaryManagerId: string;
  secondaryManagerId: string;
}

/**
 * Spec 01 §5: a secondary manager needs a primary one and is never the same person, so the field
 * empties itself as soon as the primary is cleared or set to them.
 */
export function useSecondaryManagerRule() {
  const { values, setFieldValue } = useFormikContext<ManagerFields>();
  const { primaryManagerId, secondaryManagerId } = values;
  useEffect(() => {
    if (secondaryManagerId && (!primaryManagerId || secondaryManagerId === primaryManagerId)) {
      void setFieldValue('secondaryManagerId', '');
    }
  }, [primaryManagerId, secondaryManagerId, setFieldValue]);
}
