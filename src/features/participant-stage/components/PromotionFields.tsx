import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { FormTextField } from '@/components/FormTextField';
import { useFormField } from '@/components/use-form-field';
import type { BandPreview } from '@/lib/band-preview';
import { formatMoney } from '@/lib/money';
import { bandFor } from '@/lib/pay-bands';
import { PROMOTION_MESSAGES } from '@/lib/promotions';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import type { BandFormContext } from '../promotion-form';
import type { StageFormValues } from '../stage-form';

export interface PromotionFieldsProps {
  band: BandFormContext;
  preview: BandPreview;
  disabled?: boolean;
}

/**
 * Promote to: the new level, its band, and the justification the minimum rule asks for
 * when the new salary stays under the new band's minimum (shown when needed, or once typed).
 */
export function PromotionFields({ band, preview, disabled }: PromotionFieldsProps) {
  const { values, errors, setFieldValue } = useFormikContext<StageFormValues>();
  const { error } = useFormField<string>('newLevelId');
  const { levels, currentLevel, currency } = band;
  const newLevel = levels?.find((l) => l.id === values.newLevelId) ?? null;
  const newBand = newLevel ? bandFor(newLevel.bands, band.zone, currency) : null;
  const short = preview.shortfall;
  // The server may know better (a band changed since the levels were read): its error shows too.
  const needsJustification = Boolean(newLevel && short) || Boolean(errors.promotionJustification);
  const bandText = newLevel
    ? newBand
      ? `New band: ${formatMoney(newBand.min, currency)} – ${formatMoney(newBand.max, currency)}, midpoint ${formatMoney(newBand.mid, currency)}`
      : `${newLevel.name} has no band in ${currency}: no minimum applies.`
    : ' ';

  if (!levels) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {values.newLevelId ? 'Promotion proposed; the levels are loading.' : 'Loading the levels…'}
      </Typography>
    );
  }
  return (
    <>
      <TextField
        select
        label="Promote to"
        value={values.newLevelId}
        onChange={(event) => void setFieldValue('newLevelId', event.target.value)}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error ?? bandText}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">No promotion</MenuItem>
        {levels.map((level) => (
          <MenuItem key={level.id} value={level.id} disabled={level.id === currentLevel?.id}>
            {level.id === currentLevel?.id ? `${level.name} (current level)` : level.name}
          </MenuItem>
        ))}
        {values.newLevelId && !newLevel ? (
          <MenuItem value={values.newLevelId}>A level that no longer exists</MenuItem>
        ) : null}
      </TextField>
      {/* Without a level the justification is kept, not sent, and shows again with one. */}
      {values.newLevelId && (needsJustification || values.promotionJustification !== '') ? (
        <FormTextField
          name="promotionJustification"
          maxLength={INPUT_LIMITS.CompensationDataInput.promotionJustification.maxLength}
          label="Promotion justification"
          required={needsJustification}
          helperText={
            short
              ? PROMOTION_MESSAGES.belowMinimum(short.salary, short.minimum, currency)
              : undefined
          }
          multiline
          minRows={2}
          fullWidth
          disabled={disabled}
          sx={{ mt: 2, '& .MuiFormLabel-asterisk': { color: 'error.main' } }}
        />
      ) : null}
    </>
  );
}
