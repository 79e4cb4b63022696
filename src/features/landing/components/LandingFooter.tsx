import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { useCurrentYear } from '@/hooks/use-current-year';

export function LandingFooter() {
  const year = useCurrentYear();
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
