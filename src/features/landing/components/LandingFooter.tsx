import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CopyrightYear } from '@/components/CopyrightYear';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';

export function LandingFooter() {
  return (
    <Box component="footer" sx={{ py: 4, borderTop: 1, borderColor: 'divider' }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          © <CopyrightYear /> {PRODUCT_NAME}. All rights reserved.
        </Typography>
        <Link href={paths.auth.login.getHref()} variant="body2" color="text.secondary">
          Sign in
        </Link>
      </Container>
    </Box>
  );
}
