import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHeader, type BreadcrumbItem } from '@/components/PageHeader';
import { StatusBadge } from '@/components/StatusBadge';

export interface StageHeaderProps {
  employeeName: string;
  stageName: string;
  status: string;
  updatedAt: string | null;
  breadcrumbs?: BreadcrumbItem[];
  actions?: ReactNode;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Spec 02 §2: "the employee name, the stage name, a status badge and a last-updated time." */
export function StageHeader({
  employeeName,
  stageName,
  status,
  updatedAt,
  breadcrumbs,
  actions,
}: StageHeaderProps) {
  return (
    <PageHeader
      title={employeeName}
      breadcrumbs={breadcrumbs}
      actions={actions}
      subtitle={
        <Stack
          component="span"
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {stageName}
          </Typography>
          <StatusBadge status={status} variant="display" />
          {updatedAt ? (
            <Typography component="span" variant="body2" color="text.secondary">
              Last updated {dateTime.format(new Date(updatedAt))}
            </Typography>
          ) : null}
        </Stack>
      }
    />
  );
}
