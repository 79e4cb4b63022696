import Box from '@mui/material/Box';
import { formatMoney } from '@/lib/money';

export interface MoneyTextProps {
  amount: number | null | undefined;
  currency?: string;
}

/** An amount in US format with 2 decimals ('$1,234.50'); missing amounts show an em dash. */
export function MoneyText({ amount, currency }: MoneyTextProps) {
  return (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatMoney(amount, currency)}
    </Box>
  );
}
