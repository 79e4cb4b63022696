import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldArray, useFormikContext } from 'formik';
import { FormTextField } from '@/components/FormTextField';
import { useFormField } from '@/components/use-form-field';
import { AMOUNT_MESSAGES, largeChangeMessage } from '@/lib/amount-limits';
import type { CompensationType } from '@/api/resources/compensation';
import type { GuardrailView } from '../guardrails';
import type { BandFormContext } from '../promotion-form';
import { EMPTY_COMPENSATION_ROW, rowErrors, rowTermsOf, type StageFormValues } from '../stage-form';
import { CompensationRow, type CompensationRowProps } from './CompensationRow';
import { GuidelinePanel } from './GuidelinePanel';
import { PayBandSection } from './PayBandSection';
import { PoolAfterChange } from './PoolAfterChange';
import { INPUT_LIMITS } from '@/api/input-limits.gen';

export interface CompensationFormProps {
  types: readonly CompensationType[];
  currentValueOf: (typeId: string) => number | null;
  currency: string;
  disabled?: boolean;
  /** The cycle's merit guideline and team pool checks (absent while they load or fail). */
  guardrails?: { evaluate: (values: StageFormValues) => GuardrailView; isAdmin: boolean } | null;
  /** The employee's pay band and the levels of a promotion; absent: no band section. */
  band?: BandFormContext | null;
}

/** Spec 02 §2: "Manager_review stages also show a compensation recommendation form." */
export function CompensationForm({
  types,
  currentValueOf,
  currency,
  disabled,
  guardrails,
  band,
}: CompensationFormProps) {
  const { values } = useFormikContext<StageFormValues>();
  const { error } = useFormField('compensationChanges');
  const view = guardrails?.evaluate(values) ?? null;
  const typeNameOf = (typeId: string) => types.find((t) => t.id === typeId)?.name ?? '';
  const termsOf = rowTermsOf(currentValueOf, typeNameOf);
  const override = {
    isAdmin: guardrails?.isAdmin ?? false,
    adminOverride: values.adminOverride,
    justification: values.exceptionJustification,
  };
  const isSalaryType = (typeId: string) => termsOf(typeId).salary;
  // The large-change rule, on the salary row it comes from, with the percent it found.
  const largeNotice = (typeId: string): CompensationRowProps['notice'] => {
    if (!view || view.percent === null || !isSalaryType(typeId)) return null;
    const overridden = guardrails?.isAdmin && values.adminOverride;
    // Past the sanity limit the amount field says it; once overridden, the row still tells.
    if (view.pastLimit)
      return overridden
        ? {
            text:
              view.percent < 0
                ? largeChangeMessage(view.percent)
                : AMOUNT_MESSAGES.pastSanityLimit(view.percent),
            severity: 'info',
          }
        : null;
    if (!view.result.large) return null;
    return {
      text: `${AMOUNT_MESSAGES.largeChange(view.percent)}${overridden ? '' : guardrails?.isAdmin ? ' Tick Admin override and justify it to submit.' : ' Ask an admin to override it, or change the recommendation.'}`,
      severity: overridden ? 'info' : 'error',
    };
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="compensation-heading"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="compensation-heading" variant="h6" component="h2">
        Compensation Recommendation
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Enter the change as an amount or a percent of the current value; the other follows.
      </Typography>
      {guardrails && view ? (
        <GuidelinePanel
          view={view}
          types={types}
          currentValueOf={currentValueOf}
          isAdmin={guardrails.isAdmin}
          currency={currency}
          disabled={disabled}
        />
      ) : null}
      <FieldArray name="compensationChanges">
        {({ push, remove }) => (
          <Stack divider={<Divider flexItem />}>
            {values.compensationChanges.map((row, index) => (
              <CompensationRow
                key={index}
                index={index}
                row={row}
                types={types}
                termsOf={termsOf}
                currency={currency}
                disabled={disabled}
                onRemove={values.compensationChanges.length > 1 ? () => remove(index) : undefined}
                errors={rowErrors(row, termsOf(row.type), override)}
                notice={largeNotice(row.type)}
              />
            ))}
            {disabled ? null : (
              <Button
                startIcon={<AddIcon />}
                onClick={() => push({ ...EMPTY_COMPENSATION_ROW })}
                sx={{ alignSelf: 'flex-start', my: 1 }}
              >
                Add Change
              </Button>
            )}
          </Stack>
        )}
      </FieldArray>
      {band ? (
        <PayBandSection
          band={band}
          types={types}
          currentValueOf={currentValueOf}
          disabled={disabled}
        />
      ) : null}
      {view?.pool ? (
        <PoolAfterChange pool={view.pool} policy={view.policy} currency={currency} />
      ) : null}
      {error ? (
        <FormHelperText error role="alert" sx={{ mb: 2 }}>
          {error}
        </FormHelperText>
      ) : null}
      <FormTextField
        name="justification"
        maxLength={INPUT_LIMITS.CompensationDataInput.justification.maxLength}
        label="Justification"
        required
        multiline
        minRows={3}
        fullWidth
        disabled={disabled}
        sx={{ mt: 1, '& .MuiFormLabel-asterisk': { color: 'error.main' } }}
      />
    </Paper>
  );
}
