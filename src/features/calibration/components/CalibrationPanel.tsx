import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface CalibrationPanelProps {
  title: string;
  children: ReactNode;
}

/** A titled card section of the calibration page (a region named by its title). */
export function CalibrationPanel({ title, children }: CalibrationPanelProps) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
