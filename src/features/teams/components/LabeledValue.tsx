import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface LabeledValueProps {
  label: string;
  children: ReactNode;
}

/** A figure or fact under its small label (a team's details, pay summaries). */
export function LabeledValue({ label, children }: LabeledValueProps) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </div>
  );
}
