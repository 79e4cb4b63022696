import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { LAUNCH_PERIOD } from '../landing-content';

export function WaitlistCta() {
  return (
    <Box
      component="section"
      aria-labelledby="cta-title"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Typography id="cta-title" variant="h2" sx={{ mb: 2 }}>
          Be first in line
        </Typography>
        <Typography sx={{ mb: 4, opacity: 0.85 }}>
          The public launch is planned for {LAUNCH_PERIOD}. Leave your email and we will invite you
          as soon as it opens.
        </Typography>
        <Button
          href={paths.waitlist.getHref()}
          size="large"
          variant="contained"
          sx={{
            bgcolor: 'background.paper',
            color: 'text.primary',
            '&:hover': { bgcolor: 'grey.200' },
          }}
        >
          Join the waitlist
        </Button>
      </Container>
    </Box>
  );
}
