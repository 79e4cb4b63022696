import type { CSSProperties } from 'react';
import { formatMoney } from '@/lib/money';

/** Figures line up in columns and never break (a constant inline style: see flexStyle's why). */
export const figureStyle: CSSProperties = {
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
};

export interface MoneyTextProps {
  amount: number | null | undefined;
  currency?: string;
}

/** An amount in US format with 2 decimals ('$1,234.50'); missing amounts show an em dash. */
export function MoneyText({ amount, currency }: MoneyTextProps) {
  return <span style={figureStyle}>{formatMoney(amount, currency)}</span>;
}
