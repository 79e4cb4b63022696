import Button, { type ButtonProps } from '@mui/material/Button';
import { useRequestClose } from './discard-guard';

/** Cancel of a slide-over or FormDialog: asks before discarding a changed form, like Escape. */
export function CancelButton({ onCancel, ...props }: ButtonProps & { onCancel: () => void }) {
  const requestClose = useRequestClose(onCancel);
  return (
    <Button {...props} onClick={requestClose}>
      {props.children ?? 'Cancel'}
    </Button>
  );
}
