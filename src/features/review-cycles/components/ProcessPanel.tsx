import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusBadge } from '@/components/StatusBadge';

export interface ProcessLine {
  key: string;
  label: string;
  detail: string;
  percent: number;
}

export interface ProcessPanelProps {
  title: string;
  /** The overall status of the process (a display state). */
  status: string;
  lines: ProcessLine[];
  emptyText?: string | null;
  children?: ReactNode;
}

/** A titled card with an overall status and one progress bar per step or approver. */
export function ProcessPanel({ title, status, lines, emptyText, children }: ProcessPanelProps) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <StatusBadge status={status} variant="display" />
        </Box>
        {emptyText ? (
          <Typography color="text.secondary">{emptyText}</Typography>
        ) : (
          <Stack spacing={2}>
            {lines.map((line) => (
              <Box key={line.key}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {line.label}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {line.detail}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, line.percent)}
                  aria-label={`${line.label} progress`}
                  sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
                />
              </Box>
            ))}
          </Stack>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
