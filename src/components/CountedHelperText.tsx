import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

export interface CountedHelperTextProps {
  /** The field's own helper line (its error, or its hint). */
  text: ReactNode;
  count: number;
  max: number;
  /** What is counted: 'characters' (default) or e.g. 'steps'. */
  unit?: string;
}

const format = (n: number) => n.toLocaleString('en-US');

/**
 * A helper line with a counter at its end, for an input the contract limits. The
 * counter is for the eye (screen readers would hear it on every key); reaching the limit is said
 * in words.
 */
export function CountedHelperText({
  text,
  count,
  max,
  unit = 'characters',
}: CountedHelperTextProps) {
  const full = count >= max;
  return (
    <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
      <span>
        {text}
        {full ? ' ' : null}
        {full ? (
          <Box component="span" sx={visuallyHidden}>
            {`Limit of ${format(max)} ${unit} reached.`}
          </Box>
        ) : null}
      </span>
      <Box
        component="span"
        aria-hidden
        sx={{
          flexShrink: 0,
          fontVariantNumeric: 'tabular-nums',
          fontWeight: full ? 600 : undefined,
        }}
      >
        {`${format(count)} / ${format(max)}`}
      </Box>
    </Box>
  );
}
