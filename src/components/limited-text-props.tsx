import type { ReactNode } from 'react';
import { CountedHelperText } from './CountedHelperText';

/**
 * Props for a plain MUI TextField whose length the contract limits: typing stops at
 * `max` and the helper line counts. Without `max` the helper text is passed through.
 */
export function limitedTextProps(value: string, max: number | undefined, text: ReactNode) {
  if (max === undefined) return { helperText: text };
  return {
    helperText: <CountedHelperText text={text} count={value.length} max={max} />,
    slotProps: { htmlInput: { maxLength: max } },
  };
}
