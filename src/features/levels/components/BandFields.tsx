import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldArray, useFormikContext } from 'formik';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { FormTextField } from '@/components/FormTextField';
import { emptyBand, type LevelFormValues } from '../level-form';
import { LEVELS_TEXT } from '../levels-text';

const MAX_BANDS = INPUT_LIMITS.LevelInput.bands.maxItems;
/** PayBand.zone's maxLength in openapi.yaml (a nested limit input-limits.gen.ts does not list). */
const ZONE_MAX = 60;
const amountProps = { htmlInput: { inputMode: 'decimal' as const } };

/** The level's pay bands: one row per band (zone, currency, min, mid, max), added and removed. */
export function BandFields() {
  const { values } = useFormikContext<LevelFormValues>();
  return (
    <FieldArray name="bands">
      {({ push, remove }) => (
        <Stack spacing={1.5}>
          <Box>
            <Typography variant="subtitle1" component="h3">
              {LEVELS_TEXT.bands}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {LEVELS_TEXT.bandsHelp}
            </Typography>
          </Box>
          {values.bands.map((band, i) => (
            <Box
              key={i}
              role="group"
              aria-label={`Band ${i + 1}`}
              sx={{ pt: 0.5, borderTop: i > 0 ? 1 : 0, borderColor: 'divider' }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="body2" color="text.secondary">
                  {band.zone.trim() ? `${band.zone.trim()} band` : LEVELS_TEXT.defaultBand}
                </Typography>
                <IconButton
                  aria-label={LEVELS_TEXT.removeBand(i + 1)}
                  onClick={() => remove(i)}
                  size="small"
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
              <Box
                sx={{
                  display: 'grid',
                  columnGap: 1,
                  rowGap: 1,
                  alignItems: 'start',
                  gridTemplateColumns: {
                    xs: 'repeat(3, minmax(0, 1fr))',
                    sm: 'minmax(0, 1.3fr) 92px repeat(3, minmax(0, 1fr))',
                  },
                  // Narrow screens: less padding, so six-figure amounts fit a third of the row.
                  '& .MuiInputBase-input': { px: { xs: 1, sm: 1.75 } },
                  '& .MuiFormHelperText-root': { mx: { xs: 0.5, sm: 1.75 } },
                }}
              >
                <Box sx={{ gridColumn: { xs: 'span 2', sm: 'auto' } }}>
                  <FormTextField
                    name={`bands.${i}.zone`}
                    label="Zone"
                    placeholder={LEVELS_TEXT.defaultZone}
                    helperText={band.zone.trim() ? ' ' : LEVELS_TEXT.zoneHelp}
                    size="small"
                    fullWidth
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: ZONE_MAX } }}
                  />
                </Box>
                <FormTextField
                  name={`bands.${i}.currency`}
                  label="Currency"
                  size="small"
                  slotProps={{ htmlInput: { maxLength: 3 } }}
                />
                <FormTextField
                  name={`bands.${i}.min`}
                  label="Minimum"
                  size="small"
                  slotProps={amountProps}
                />
                <FormTextField
                  name={`bands.${i}.mid`}
                  label="Midpoint"
                  size="small"
                  slotProps={amountProps}
                />
                <FormTextField
                  name={`bands.${i}.max`}
                  label="Maximum"
                  size="small"
                  slotProps={amountProps}
                />
              </Box>
            </Box>
          ))}
          <Box>
            <Button
              startIcon={<AddIcon />}
              disabled={values.bands.length >= MAX_BANDS}
              onClick={() => push(emptyBand('', values.bands[0]?.currency || 'USD'))}
            >
              {LEVELS_TEXT.addBand}
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  );
}
