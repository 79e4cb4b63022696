import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';

const subscribeToNothing = () => () => {};
const currentYear = () => new Date().getFullYear();
// The landing is prerendered at build time: its HTML must not carry the build's year, or a page
// built in December and served in January would not match what the client renders.
const noYearWhenPrerendered = () => null;

export function LandingFooter() {
  const year = useSyncExternalStore(subscribeToNothing, currentYear, noYearWhenPrerendered);
  return (
    <Box component="footer" sx={{ py: 4, borderTop: 1, borderColor: 'divider' }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          © {year === null ? '' : `${year} `}
          {PRODUCT_NAME}. All rights reserved.
        </Typography>
        <Link href={paths.auth.login.getHref()} variant="body2" color="text.secondary">
          Sign in
        </Link>
      </Container>
    </Box>
  );
}
