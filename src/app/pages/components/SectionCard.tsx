import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

export interface SectionCardProps {
  title: ReactNode;
  titleGap?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A card that is a page region named by its heading. */
export function SectionCard({ title, titleGap = 1.5, sx, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={sx}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: titleGap }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
