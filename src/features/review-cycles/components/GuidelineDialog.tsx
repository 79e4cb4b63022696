import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Formik, setIn, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { fieldErrorsOf } from '@/api/field-errors';
import { DialogFormBody } from '@/components/DialogFormBody';
import { FormDialog } from '@/components/FormDialog';
import { FormSelectField } from '@/components/FormSelectField';
import { FormTextField } from '@/components/FormTextField';
import { useConfirm } from '@/components/useConfirm';
import { boundaryProblems, columnLabels, COLUMN_CHOICES } from '@/lib/merit-matrix';
import type { MeritGuideline, MeritGuidelineInput } from '@/api/resources/review-cycles';
import {
  addRow,
  formFieldOf,
  matrixFormSchema,
  priceableInput,
  resizeColumns,
  resizeLosesCells,
  toFormValues,
  toInput,
  type MatrixFormValues,
} from '../matrix-form';
import { CopyMatrixButton } from './CopyMatrixButton';
import { GuidelineCostPreview } from './GuidelineCostPreview';
import { MatrixCells } from './MatrixCells';

export interface GuidelineDialogProps {
  open: boolean;
  cycleId: string;
  guideline: MeritGuideline;
  onClose: () => void;
  onSave: (input: MeritGuidelineInput) => Promise<unknown>;
}

const POLICY_OPTIONS = [
  { value: 'soft', label: 'Soft (justification)' },
  { value: 'hard', label: 'Hard (admin override)' },
];

/** Short on the button (it must fit a phone), whole for screen readers. */
const COLUMN_TEXT: Record<number, { short: string; name: string }> = {
  1: { short: '1 (by rating)', name: 'By rating only' },
  3: { short: '3', name: '3 columns' },
  4: { short: '4', name: '4 columns' },
  5: { short: '5', name: '5 columns' },
};

export const REMOVE_COLUMNS_CONFIRM = {
  title: 'Remove columns?',
  message:
    'Fewer columns drop the cells of the columns that go (each row keeps the cells nearest to the new columns). Do you want to continue?',
  confirmLabel: 'Remove Columns',
} as const;

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The columns named by their boundaries while these make sense, else 'Column 1', 'Column 2'… */
function labelsOf(values: MatrixFormValues): string[] {
  const parsed = values.boundaries.map(numberOrNull);
  const usable = parsed.every((b) => b !== null && Number.isFinite(b));
  if (!usable || boundaryProblems(parsed as number[]).length > 0) {
    return Array.from({ length: values.columns }, (_, i) => `Column ${i + 1}`);
  }
  return columnLabels(parsed as number[]);
}

/** The column count and the boundaries between the columns. */
function ColumnsField() {
  const { values, setValues } = useFormikContext<MatrixFormValues>();
  const confirm = useConfirm();
  const choose = async (columns: number | null) => {
    if (columns === null || columns === values.columns) return;
    if (resizeLosesCells(values, columns) && !(await confirm(REMOVE_COLUMNS_CONFIRM))) return;
    void setValues(resizeColumns(values, columns));
  };
  return (
    <Stack spacing={1.5}>
      <Stack spacing={0.5}>
        <Typography variant="subtitle2" component="h3" id="matrix-columns-label">
          Columns: position in the pay band
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={values.columns}
          aria-labelledby="matrix-columns-label"
          onChange={(_, next: number | null) => void choose(next)}
        >
          {COLUMN_CHOICES.map((n) => (
            <ToggleButton key={n} value={n} aria-label={COLUMN_TEXT[n]!.name} sx={{ px: 1.5 }}>
              {COLUMN_TEXT[n]!.short}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {values.columns > 1 ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {values.boundaries.map((_, i) => (
            <FormTextField
              key={i}
              name={`boundaries.${i}`}
              label={`Boundary ${i + 1}`}
              size="small"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ width: 150 }}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function MatrixFields({ cycleId }: { cycleId: string }) {
  const { values, setValues } = useFormikContext<MatrixFormValues>();
  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        Rows are performance ratings (a rating reads the row at or below it); columns are positions
        in the pay band by compa-ratio (salary ÷ band midpoint) before the raise, 1.00 for someone
        without a band. Each cell is the increase range of its rating and position, with its
        midpoint: what the recommendation form pre-fills (blank: the middle of the range). Soft asks
        for a justification outside it, hard for an admin override.
      </Typography>
      <ColumnsField />
      {values.rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No ratings yet: recommendations are not checked against a guideline. Add a rating to start
          the matrix.
        </Typography>
      ) : (
        <MatrixCells labels={labelsOf(values)} />
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button startIcon={<AddIcon />} onClick={() => void setValues(addRow(values))}>
          Add Rating
        </Button>
        <CopyMatrixButton cycleId={cycleId} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <FormSelectField
          name="overBudgetPolicy"
          label="Over budget"
          options={POLICY_OPTIONS}
          size="small"
          sx={{ minWidth: 220 }}
        />
        <FormTextField
          name="reviewPeriodStart"
          type="date"
          label="Review period start"
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          name="reviewPeriodEnd"
          type="date"
          label="Review period end"
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Divider />
      <GuidelineCostPreview cycleId={cycleId} matrix={priceableInput(values)} />
    </Stack>
  );
}

/**
 * The admin's editor of a cycle's merit matrix: ratings × positions in the band (1, 3,
 * 4 or 5 columns and their boundaries), each cell a range with its midpoint, soft or hard; the
 * over-budget policy and the review period; and what the matrix costs as it is typed. Each problem
 * shows on its field (the shared rules, then the server's 400 details); closing with changes asks
 * first.
 */
export function GuidelineDialog({
  open,
  cycleId,
  guideline,
  onClose,
  onSave,
}: GuidelineDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (
    values: MatrixFormValues,
    helpers: FormikHelpers<MatrixFormValues>,
  ) => {
    setError(null);
    try {
      await onSave(toInput(values));
      onClose();
    } catch (err) {
      let errors: FormikErrors<MatrixFormValues> = {};
      for (const [field, message] of Object.entries(fieldErrorsOf(err))) {
        const name = formFieldOf(field, values);
        if (name) errors = setIn(errors, name, message);
      }
      if (Object.keys(errors).length > 0) helpers.setErrors(errors);
      else setError(getErrorMessage(err, 'Failed to save the guideline'));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      fullScreen={narrow}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Merit Guideline</DialogTitle>
      <Formik
        initialValues={toFormValues(guideline)}
        validationSchema={matrixFormSchema}
        validateOnChange={false}
        onSubmit={handleSubmit}
      >
        {(form) => (
          <DialogFormBody
            error={error}
            submitLabel={form.isSubmitting ? 'Saving...' : 'Save Guideline'}
            isSubmitting={form.isSubmitting}
            onCancel={onClose}
          >
            <MatrixFields cycleId={cycleId} />
          </DialogFormBody>
        )}
      </Formik>
    </FormDialog>
  );
}
