import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/StatusBadge';

export interface StageHeaderProps {
  employeeName: string;
  stageName: string;
  status: string;
  updatedAt: string | null;
  actions?: ReactNode;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Spec 02 §2: "the employee name, the stage name, a status badge and a last-updated time". The cycle
 * detail around it holds the page title and the breadcrumb.
 */
export function StageHeader({
  employeeName,
  stageName,
  status,
  updatedAt,
  actions,
}: StageHeaderProps) {
  return (
    <Stack
      component="header"
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{
        justifyContent: 'space-between',
        alignItems: { xs: 'flex-start', md: 'center' },
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h2">
          {employeeName}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
        >
          <Typography sx={{ fontWeight: 600 }}>{stageName}</Typography>
          <StatusBadge status={status} variant="display" />
          {updatedAt ? (
            <Typography variant="body2" color="text.secondary">
              Last updated {dateTime.format(new Date(updatedAt))}
            </Typography>
          ) : null}
        </Stack>
      </Box>
      {actions ? <Box sx={{ flexShrink: 0 }}>{actions}</Box> : null}
    </Stack>
  );
}
