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
import { sanitizeDecimalInput } from '@/lib/recommendations';
import type { CompensationType } from '@/api/resources/compensation';
import {
  amountForPercent,
  percentForAmount,
  type CompensationRowValues,
  type StageFormValues,
} from '../stage-form';

export interface CompensationRowProps {
  index: number;
  row: CompensationRowValues;
  types: readonly CompensationType[];
  currentValueOf: (typeId: string) => number | null;
  currency: string;
  disabled?: boolean;
  onRemove?: () => void;
  /** The amount limits on the new value (shown as it is typed). */
  amountError?: string | null;
  /** What the change needs beyond the form (the large-change rule), shown under the row. */
  notice?: { text: string; severity: 'error' | 'info' } | null;
}

/**
 * One compensation change: type, current value, change amount and percent (spec 02 §5: "recomputed
 * from each other against the current value", "digits and a dot only"), and the resulting value.
 */
export function CompensationRow({
  index,
  row,
  types,
  currentValueOf,
  currency,
  disabled,
  onRemove,
  amountError,
  notice,
}: CompensationRowProps) {
  const { setFieldValue } = useFormikContext<StageFormValues>();
  const name = (field: keyof CompensationRowValues) => `compensationChanges.${index}.${field}`;
  const current = row.type ? currentValueOf(row.type) : null;
  const amount = row.amount === '' ? null : Number(row.amount);
  const handleType = (type: string) => {
    void setFieldValue(name('type'), type);
    void setFieldValue(name('percent'), percentForAmount(row.amount, currentValueOf(type)));
  };
  const handleAmount = (text: string) => {
    const value = sanitizeDecimalInput(text);
    void setFieldValue(name('amount'), value);
    void setFieldValue(name('percent'), percentForAmount(value, current));
  };
  const handlePercent = (text: string) => {
    const value = sanitizeDecimalInput(text);
    void setFieldValue(name('percent'), value);
    void setFieldValue(name('amount'), amountForPercent(value, current));
  };
  const label = (text: string) => (index === 0 ? text : `${text} ${index + 1}`);
  const amountId = `compensation-${index}-amount`;
  const noticeId = `compensation-${index}-notice`;
  const describedBy = [amountError ? `${amountId}-helper-text` : null, notice ? noticeId : null]
    .filter(Boolean)
    .join(' ');
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
        helperText={row.type ? `Current: ${formatMoney(current, currency)}` : ' '}
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
        disabled={disabled || !current}
        helperText={row.type && !current ? 'No current value' : ' '}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        }}
      />
      <Box sx={{ pt: { md: 2 } }}>
        <Typography variant="caption" color="text.secondary" component="div">
          New value
        </Typography>
        <Typography variant="body2" aria-label={label('New value')}>
          {amount === null || Number.isNaN(amount)
            ? '—'
            : formatMoney((current ?? 0) + amount, currency)}
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
