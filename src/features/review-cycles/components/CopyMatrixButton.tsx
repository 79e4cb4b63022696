import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { useFormikContext } from 'formik';
import { useLastCycleMatrix } from '@/api/resources/review-cycles';
import type { ConfirmOptions } from '@/components/confirm-context';
import { useConfirm } from '@/components/useConfirm';
import { copyMatrixFrom, hasRatings, type MatrixFormValues } from '../matrix-form';

export interface CopyMatrixButtonProps {
  cycleId: string;
}

export const replaceMatrixConfirm = (cycleName: string): ConfirmOptions => ({
  title: 'Replace the matrix?',
  message: `The ratings, columns and cells of ${cycleName} replace the ones here. Nothing is saved until you save the guideline.`,
  confirmLabel: 'Replace Matrix',
});

/**
 * "Copy from <cycle>": fills the matrix being edited with the newest other cycle's matrix, after
 * asking when it already holds ratings; the review period stays this cycle's. Shows only once
 * such a cycle is known.
 */
export function CopyMatrixButton({ cycleId }: CopyMatrixButtonProps) {
  const { values, setValues } = useFormikContext<MatrixFormValues>();
  const last = useLastCycleMatrix(cycleId);
  const confirm = useConfirm();
  if (!last.data) return null;
  const { cycle, guideline } = last.data;
  const handleCopy = async () => {
    if (hasRatings(values) && !(await confirm(replaceMatrixConfirm(cycle.name)))) return;
    void setValues(copyMatrixFrom(values, guideline));
  };
  return (
    <Button startIcon={<ContentCopyIcon />} onClick={() => void handleCopy()}>
      {`Copy from ${cycle.name}`}
    </Button>
  );
}
