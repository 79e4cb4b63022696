import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { DiscardGuardContext, useDiscardGuard } from './discard-guard';

export type FormDialogProps = Omit<DialogProps, 'onClose'> & {
  onClose: () => void;
  /** Changes the dialog knows of itself; formik forms inside report theirs (FormDirtyReporter). */
  dirty?: boolean;
};

/** A dialog holding a form: Escape, a backdrop click and Cancel ask before losing typed input. */
export function FormDialog({ onClose, dirty, children, ...props }: FormDialogProps) {
  const guard = useDiscardGuard(onClose, dirty);
  return (
    <DiscardGuardContext.Provider value={guard}>
      <Dialog {...props} onClose={guard.requestClose}>
        {children}
      </Dialog>
    </DiscardGuardContext.Provider>
  );
}
