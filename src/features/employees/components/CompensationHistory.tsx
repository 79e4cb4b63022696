import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { formatMoney } from '@/lib/money';
import type { CompensationEntry } from '@/api/resources/employees';
import { EMPLOYEE_MESSAGES } from '../employee-form';
import { formatDay, titleCase } from '../format';
import { SectionCard } from '@/components/SectionCard';

export interface CompensationHistoryProps {
  entries: CompensationEntry[] | undefined;
  isLoading?: boolean;
  error?: string | null;
}

/** Compensation history, newest first, each entry with its components in US money format. */
export function CompensationHistory({ entries, isLoading, error }: CompensationHistoryProps) {
  return (
    <SectionCard headingId="compensation-history-title" title="Compensation History">
      {isLoading ? <LoadingState /> : null}
      {error ? <ErrorBanner message={error} /> : null}
      {entries && entries.length === 0 ? (
        <Typography color="text.secondary">{EMPLOYEE_MESSAGES.noCompensation}</Typography>
      ) : null}
      <Stack divider={<Divider flexItem />} spacing={2}>
        {(entries ?? []).map((entry) => (
          <Box key={entry.id}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 600 }}>{formatDay(entry.effectiveDate)}</Typography>
              <Typography color="text.secondary">{titleCase(entry.changeType)}</Typography>
            </Box>
            {entry.changeReason ? (
              <Typography variant="body2" color="text.secondary">
                {entry.changeReason}
              </Typography>
            ) : null}
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content max-content',
                columnGap: 3,
                m: 0,
                mt: 1,
              }}
            >
              {entry.components.map((c) => (
                <Fragment key={c.id}>
                  <Typography component="dt" variant="body2">
                    {c.type.name}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}
                  >
                    {formatMoney(c.amount, c.currency)}
                  </Typography>
                </Fragment>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
