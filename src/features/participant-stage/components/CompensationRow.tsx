import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { formatMoney } from '@/lib/money';
import type { CompensationType } from '@/api/resources/compensation';
import {
  amountForPercent,
  percentForAmount,
  rowNewValue,
  type CompensationRowValues,
  type RowErrors,
  type RowTermsOf,
  type StageFormValues,
} from '../stage-form';

export interface CompensationRowProps {
  index: number;
  row: CompensationRowValues;
  types: readonly CompensationType[];
  termsOf: RowTermsOf;
  currency: string;
  disabled?: boolean;
  onRemove?: () => void;
  /** What is wrong with the row as typed (stage-form rowErrors), shown on its fields. */
  errors?: RowErrors;
  /** What the change needs beyond the form (the large-change rule), shown under the row. */
  notice?: { text: string; severity: 'error' | 'info' } | null;
}

/**
 * One compensation change: type, current value, change amount and percent (spec 02 §5: "recomputed
 * from each other against the current value"), and the resulting value. Both fields keep the text
 * as typed and say what is wrong with it (src/lib/amount-input); a one-off type (a bonus) takes
 * the amount paid, next to the last one.
 */
export function CompensationRow({
  index,
  row,
  types,
  termsOf,
  currency,
  disabled,
  onRemove,
  errors = {},
  notice,
}: CompensationRowProps) {
  const { setFieldValue } = useFormikContext<StageFormValues>();
  const name = (field: keyof CompensationRowValues) => `compensationChanges.${index}.${field}`;
  const terms = termsOf(row.type);
  const { current, oneOff } = terms;
  const newValue = rowNewValue(row, terms);
  const handleType = (type: string) => {
    const next = termsOf(type);
    void setFieldValue(name('type'), type);
    void setFieldValue(
      name('percent'),
      next.oneOff ? '' : percentForAmount(row.amount, next.current),
    );
  };
  const handleAmount = (text: string) => {
    void setFieldValue(name('amount'), text);
    void setFieldValue(name('percent'), oneOff ? '' : percentForAmount(text, current));
  };
  const handlePercent = (text: string) => {
    void setFieldValue(name('percent'), text);
    void setFieldValue(name('amount'), amountForPercent(text, current));
  };
  const label = (text: string) => (index === 0 ? text : `${text} ${index + 1}`);
  const amountId = `compensation-${index}-amount`;
  const noticeId = `compensation-${index}-notice`;
  const amountError = errors.amount ?? errors.newValue ?? null;
  const describedBy = [amountError ? `${amountId}-helper-text` : null, notice ? noticeId : null]
    .filter(Boolean)
    .join(' ');
  const currentText = oneOff
    ? `Last paid: ${formatMoney(current, currency)}`
    : `Current: ${formatMoney(current, currency)}`;
  const percentHelp = errors.percent
    ? errors.percent
    : row.type && oneOff
      ? 'A one-off payment: enter the amount'
      : row.type && !current
        ? 'No current value'
        : ' ';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1.2fr 1.2fr 1fr auto' },
        alignItems: 'start',
        py: 1,
      }}
    >
      <TextField
        select
        label={label('Compensation type')}
        value={row.type}
        onChange={(event) => handleType(event.target.value)}
        disabled={disabled}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        helperText={row.type ? currentText : ' '}
      >
        {types.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={amountId}
        label={label('Change amount')}
        value={row.amount}
        onChange={(event) => handleAmount(event.target.value)}
        disabled={disabled}
        error={Boolean(amountError) || notice?.severity === 'error'}
        helperText={amountError ?? ' '}
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'aria-describedby': describedBy || undefined },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
      <TextField
        label={label('Change percent')}
        value={row.percent}
        onChange={(event) => handlePercent(event.target.value)}
        disabled={disabled || !current || oneOff}
        error={Boolean(errors.percent)}
        helperText={percentHelp}
        slotProps={{
          // Why the field is off is read even while it is disabled (contrast as enabled text).
          formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          htmlInput: { inputMode: 'decimal' },
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        }}
      />
      <Box sx={{ pt: { md: 2 } }}>
        <Typography variant="caption" color="text.secondary" component="div">
          New value
        </Typography>
        <Typography variant="body2" aria-label={label('New value')}>
          {newValue === null ? '—' : formatMoney(newValue, currency)}
        </Typography>
      </Box>
      <Box sx={{ pt: 1 }}>
        {onRemove ? (
          <IconButton aria-label={label('Remove change')} onClick={onRemove} disabled={disabled}>
            <DeleteOutlineIcon />
          </IconButton>
        ) : null}
      </Box>
      {notice ? (
        <FormHelperText
          id={noticeId}
          error={notice.severity === 'error'}
          sx={{ gridColumn: '1 / -1', mt: { xs: -1, md: -2 }, mx: 0 }}
        >
          {notice.text}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
