import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CopyrightYear } from '@/components/CopyrightYear';
import { PRODUCT_NAME } from '@/config/constants';
import { Wordmark } from '@/components/Wordmark';
import { paths } from '@/config/paths';

export const AUTH_TAGLINE = "Finally. Compensation review software that doesn't suck.";

export type AuthLayoutProps = {
  children: ReactNode;
};

const POINTS = [
  'Review cycles with calibration and manager nudges',
  'Approvals, budgets and guardrails in one place',
  'Role-based access, encryption in transit and at rest, audit trails',
];

function Copyright() {
  return (
    <Typography variant="body2" sx={{ opacity: 0.7 }}>
      © <CopyrightYear /> {PRODUCT_NAME}. All rights reserved.
    </Typography>
  );
}

/** The sign-in pages' split layout: a marketing panel beside the form (stacked on phones). */
export function AuthLayout({ children }: AuthLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
      }}
    >
      <Box
        component="aside"
        sx={{
          bgcolor: 'secondary.dark',
          color: 'secondary.contrastText',
          p: { xs: 3, md: 6 },
          display: 'flex',
          flexDirection: 'column',
          gap: { xs: 1, md: 4 },
        }}
      >
        <Link
          component={RouterLink}
          to={paths.landing.getHref()}
          color="inherit"
          underline="none"
          sx={{ alignSelf: 'flex-start' }}
        >
          <Wordmark size="1.5rem" inverse />
        </Link>
        <Box
          sx={{
            flex: { md: 1 },
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
          }}
        >
          <Typography
            component="p"
            sx={{ fontSize: { xs: '1.125rem', md: '2.25rem' }, fontWeight: 700, lineHeight: 1.2 }}
          >
            {AUTH_TAGLINE}
          </Typography>
          <Box
            component="ul"
            sx={{ display: { xs: 'none', md: 'grid' }, gap: 1.5, mt: 4, pl: 2.5, opacity: 0.85 }}
          >
            {POINTS.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </Box>
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <Copyright />
        </Box>
      </Box>
      <Box
        component="main"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 2, sm: 4 },
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 440, py: { xs: 2, md: 6 } }}>{children}</Box>
        <Box sx={{ display: { md: 'none' }, color: 'text.secondary', pb: 2 }}>
          <Copyright />
        </Box>
      </Box>
    </Box>
  );
}
