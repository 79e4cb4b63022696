import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

export interface SectionCardProps {
  /** The heading's id, which names the section for assistive technology. */
  headingId: string;
  title: ReactNode;
  /** Beside the heading, at the far end (wrapping below on narrow screens). */
  actions?: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A card that is a page section: an h2 with its actions, then the content. */
export function SectionCard({ headingId, title, actions, sx, children }: SectionCardProps) {
  return (
    <Card component="section" aria-labelledby={headingId} sx={sx}>
      <CardContent>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            mb: 1,
          }}
        >
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {actions}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
