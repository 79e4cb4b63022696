import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@/config/constants';
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
        <Typography component="span" variant="h5" sx={{ fontWeight: 800 }}>
          {PRODUCT_NAME}
        </Typography>
        <Button href={paths.auth.login.getHref()} variant="text">
          Sign in
        </Button>
      </Container>
    </Box>
  );
}
