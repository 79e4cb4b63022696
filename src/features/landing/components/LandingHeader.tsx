import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Wordmark } from '@/components/Wordmark';
import { paths } from '@/config/paths';

export function LandingHeader() {
  return (
    <Box
      component="header"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 2 }}
      >
        <Wordmark size="1.5rem" />
        <Button href={paths.auth.login.getHref()} variant="text">
          Sign in
        </Button>
      </Container>
    </Box>
  );
}
