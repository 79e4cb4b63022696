import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface SectionCardProps {
  /** The heading's id, which names the section for assistive technology (one is made if absent). */
  headingId?: string;
  title: ReactNode;
  /** Space below the heading row, in theme spacing. */
  titleGap?: number;
  /** Beside the heading, at the far end (wrapping below on narrow screens). */
  actions?: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A card that is a page section: an h2 with its actions, then the content. */
export function SectionCard({
  headingId,
  title,
  titleGap = 1,
  actions,
  sx,
  children,
}: SectionCardProps) {
  const madeId = useId();
  const id = headingId ?? madeId;
  return (
    <Card component="section" aria-labelledby={id} sx={sx}>
      <CardContent>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            mb: titleGap,
          }}
        >
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
          {actions}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
