import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Wordmark } from '@/components/Wordmark';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import type { WaitlistEntry } from '@/api/schema-types.gen';
import { WaitlistConfirmation } from '../components/WaitlistConfirmation';
import { WaitlistForm } from '../components/WaitlistForm';

export default function WaitlistRoute() {
  usePageTitle('Join the Waitlist');
  const [entry, setEntry] = useState<WaitlistEntry | null>(null);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: 6 }}>
      <Box component="main" sx={{ width: '100%', maxWidth: 480 }}>
        <Link
          component={RouterLink}
          to={paths.landing.getHref()}
          underline="none"
          color="text.primary"
          sx={{ display: 'inline-block', mb: 3 }}
        >
          <Wordmark size="1.25rem" />
        </Link>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          {entry ? (
            <WaitlistConfirmation entry={entry} />
          ) : (
            <>
              <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
                Join the waitlist
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                The public launch is planned for Fall 2025. Leave your email and we&apos;ll invite
                you first.
              </Typography>
              <WaitlistForm onJoined={setEntry} />
            </>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
