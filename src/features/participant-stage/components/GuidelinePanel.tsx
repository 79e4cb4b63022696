import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { FormTextField } from '@/components/FormTextField';
import { AMOUNT_MESSAGES } from '@/lib/amount-limits';
import { describeRange, midpoint } from '@/lib/guidelines';
import { NO_POSITION_COMPA } from '@/lib/merit-matrix';
import { describePromotionGuideline } from '@/lib/promotions';
import type { CompensationType } from '@/api/resources/compensation';
import type { GuardrailView } from '../guardrails';
import { amountForPercent, toFormNumber, type StageFormValues } from '../stage-form';
import { INPUT_LIMITS } from '@/api/input-limits.gen';

export interface GuidelinePanelProps {
  view: GuardrailView;
  types: readonly CompensationType[];
  currentValueOf: (typeId: string) => number | null;
  isAdmin: boolean;
  currency: string;
  disabled?: boolean;
}

const ENFORCEMENT_TEXT = { soft: 'soft', hard: 'hard' } as const;

const blank = (values: StageFormValues) =>
  values.compensationChanges.length === 1 &&
  values.compensationChanges.every((r) => r.type === '' && r.amount === '' && r.percent === '');

/**
 * The merit guideline in the recommendation form: the participant's cell of the merit matrix (their
 * rating's row, their compa-ratio column before the change), its range prorated for a hire during
 * the review period (the rule spelled out), the cell's midpoint pre-filled into an empty form, and
 * what a breach takes: a justification (soft) or an admin override with a justification (hard, or
 * a raise past the sanity limit or a cut past the large-change limit), and a justification for
 * any pay cut. A promotion states its own guideline instead of the cell.
 */
export function GuidelinePanel({
  view,
  types,
  currentValueOf,
  isAdmin,
  currency,
  disabled,
}: GuidelinePanelProps) {
  const { values, setFieldValue } = useFormikContext<StageFormValues>();
  const prefilled = useRef<string | null>(null);
  const { range } = view;
  // A new cell (another rating's row) pre-fills again while the form is still empty.
  const rangeKey = range
    ? `${range.rating}:${range.column}:${range.minPercent}-${range.midPercent}-${range.maxPercent}`
    : null;

  useEffect(() => {
    if (disabled || !range || !rangeKey || prefilled.current === rangeKey || !blank(values)) return;
    const salaryType = types.find((t) => t.name.toLowerCase().includes('salary'));
    if (!salaryType) return;
    prefilled.current = rangeKey;
    const percent = toFormNumber(midpoint(range));
    void setFieldValue('compensationChanges.0', {
      type: salaryType.id,
      percent,
      amount: amountForPercent(percent, currentValueOf(salaryType.id)),
      override: false,
    });
  }, [disabled, range, rangeKey, values, types, currentValueOf, setFieldValue]);

  const breach = view.result.needs;
  // A breach of the pool alone is told with the pool after this change (PoolAfterChange).
  const poolOnly = view.result.guideline === 'none' && !view.result.large && view.pool !== null;
  const canOverride = isAdmin && (breach === 'hard' || view.pastLimit);
  const needsReason = breach !== 'none' || canOverride || view.decrease;
  return (
    <Box
      component="section"
      aria-label="Merit guideline"
      sx={{ mb: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      {view.promotion ? (
        <Typography variant="body2">
          Promotion guideline:{' '}
          <strong>{describePromotionGuideline(view.promotion, currency)}</strong> (soft; the merit
          matrix does not apply to a promotion)
        </Typography>
      ) : range ? (
        <Typography variant="body2">
          Guideline for rating {range.rating}
          {range.compa ? ` · ${range.compa}` : ''}: <strong>{describeRange(range)}</strong> (
          {ENFORCEMENT_TEXT[range.enforcement]}, midpoint {toFormNumber(midpoint(range))}%)
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {view.rating === null
            ? 'Enter the rating to see the merit guideline.'
            : view.columns > 1
              ? 'No guideline cell for this rating and compa-ratio.'
              : 'No guideline range for this rating.'}
        </Typography>
      )}
      {range && range.columns > 1 && view.compaRatio === null ? (
        <Typography variant="caption" color="text.secondary" component="div">
          No band position: the column holding a compa-ratio of {NO_POSITION_COMPA.toFixed(2)}{' '}
          applies.
        </Typography>
      ) : null}
      {range?.proration.prorated ? (
        <Typography variant="caption" color="text.secondary" component="div">
          Hired during the review period: the range {toFormNumber(range.base.minPercent)}%–
          {toFormNumber(range.base.maxPercent)}% (midpoint {toFormNumber(range.base.midPercent)}%)
          is prorated by months of service (the hire month counts when hired by the 15th).
        </Typography>
      ) : null}
      {breach !== 'none' && view.message && !poolOnly ? (
        <Alert severity={breach === 'hard' ? 'error' : 'warning'} sx={{ mt: 1 }}>
          {view.message}
          {breach === 'soft' ? ' Add a justification for the exception.' : null}
          {breach === 'hard' && !isAdmin
            ? ' Ask an admin to override it, or change the recommendation.'
            : null}
        </Alert>
      ) : null}
      {canOverride ? (
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox
              checked={values.adminOverride}
              disabled={disabled}
              onChange={(event) => void setFieldValue('adminOverride', event.target.checked)}
            />
          }
          label="Admin override"
        />
      ) : null}
      {view.decrease ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {AMOUNT_MESSAGES.decreaseNeedsJustification}
        </Alert>
      ) : null}
      {needsReason || values.exceptionJustification !== '' ? (
        <FormTextField
          name="exceptionJustification"
          maxLength={INPUT_LIMITS.CompensationDataInput.exceptionJustification.maxLength}
          label="Exception justification"
          required={needsReason}
          multiline
          minRows={2}
          fullWidth
          disabled={disabled}
          sx={{ mt: 1.5, '& .MuiFormLabel-asterisk': { color: 'error.main' } }}
        />
      ) : null}
    </Box>
  );
}
