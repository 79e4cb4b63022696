import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import type { CompensationType } from '@/api/resources/compensation';
import { BAND_PREVIEW_MESSAGES, bandPreview, lumpSumTypeOf } from '@/lib/band-preview';
import { formatMoney } from '@/lib/money';
import { baseIncreaseOf, movedToLumpSum, type BandFormContext } from '../promotion-form';
import type { StageFormValues } from '../stage-form';
import { BandPositionTable } from './BandPositionTable';
import { PromotionFields } from './PromotionFields';

export interface PayBandSectionProps {
  band: BandFormContext;
  types: readonly CompensationType[];
  currentValueOf: (typeId: string) => number | null;
  disabled?: boolean;
}

const UNAVAILABLE = {
  loading: 'Loading the pay band…',
  unavailable: "The employee's pay band is not available to you.",
  ready: 'No pay band: the employee has no level, or their level has no band in this currency.',
} as const;

/**
 * The pay band of the recommendation: the salary's band position before and after the
 * change as it is typed, the red-circle suggestion with a move of the base increase into a
 * one-time bonus, and the promotion.
 */
export function PayBandSection({ band, types, currentValueOf, disabled }: PayBandSectionProps) {
  const { values, setFieldValue } = useFormikContext<StageFormValues>();
  const typeNameOf = (id: string) => types.find((t) => t.id === id)?.name ?? '';
  const increase = baseIncreaseOf(values, currentValueOf, typeNameOf);
  const newLevel = band.levels?.find((l) => l.id === values.newLevelId) ?? null;
  const preview = bandPreview({
    currentLevel: band.currentLevel,
    newLevel,
    zone: band.zone,
    currency: band.currency,
    currentSalary: band.currentSalary,
    increase,
  });
  const lumpSum = lumpSumTypeOf(types);
  const canMove = !disabled && lumpSum !== null && increase > 0;
  const handleMove = () => {
    if (!lumpSum) return;
    void setFieldValue(
      'compensationChanges',
      movedToLumpSum(values.compensationChanges, lumpSum.id, currentValueOf, typeNameOf),
    );
  };
  return (
    <Box
      component="section"
      aria-labelledby="pay-band-heading"
      sx={{ mt: 2, mb: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography id="pay-band-heading" variant="subtitle1" component="h3">
        Pay band
      </Typography>
      {preview.before || preview.after ? (
        <BandPositionTable preview={preview} currency={band.currency} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {UNAVAILABLE[band.employee]}
        </Typography>
      )}
      {preview.redCircle ? (
        <Alert
          severity="warning"
          sx={{ mt: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          action={
            canMove ? (
              <Button color="inherit" size="small" onClick={handleMove}>
                Move {formatMoney(increase, band.currency)} to {lumpSum.name}
              </Button>
            ) : undefined
          }
        >
          {BAND_PREVIEW_MESSAGES.lumpSum}
        </Alert>
      ) : null}
      <PromotionFields band={band} preview={preview} disabled={disabled} />
    </Box>
  );
}
