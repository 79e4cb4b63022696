import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { Fragment } from 'react';
import { DiscardGuardContext, useDiscardGuard } from './discard-guard';
import { useOpenings } from './use-openings';

export type FormDialogProps = Omit<DialogProps, 'onClose'> & {
  onClose: () => void;
  /** Changes the dialog knows of itself; formik forms inside report theirs (FormDirtyReporter). */
  dirty?: boolean;
};

/**
 * A dialog holding a form: Escape, a backdrop click and Cancel ask before losing typed input; an
 * Escape in a drop-down is the drop-down's (it closes its list, never the dialog).
 */
export function FormDialog({ onClose, dirty, children, ...props }: FormDialogProps) {
  const guard = useDiscardGuard(onClose, dirty, Boolean(props.open));
  const openings = useOpenings(Boolean(props.open));
  return (
    <DiscardGuardContext.Provider value={guard}>
      <Dialog {...props} onClose={guard.handleModalClose}>
        <Fragment key={openings}>{children}</Fragment>
      </Dialog>
    </DiscardGuardContext.Provider>
  );
}
