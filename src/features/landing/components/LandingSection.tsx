import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface LandingSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  titleId: string;
  title: string;
  maxWidth: ContainerProps['maxWidth'];
  paper?: boolean;
  children: ReactNode;
}

export function LandingSection({ titleId, title, maxWidth, paper, children }: LandingSectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ py: { xs: 6, md: 10 }, ...(paper && { bgcolor: 'background.paper' }) }}
    >
      <Container maxWidth={maxWidth}>
        <Typography id={titleId} variant="h2" sx={{ textAlign: 'center', mb: 6 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
