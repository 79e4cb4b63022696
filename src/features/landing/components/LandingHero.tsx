import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { LAUNCH_PERIOD, TRUST_CLAIMS } from '../landing-content';

export function LandingHero() {
  return (
    <Box component="section" aria-labelledby="hero-title" sx={{ py: { xs: 8, md: 14 } }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          id="hero-title"
          variant="h1"
          sx={{ fontSize: { xs: '2.25rem', md: '3.5rem' }, lineHeight: 1.1, mb: 3 }}
        >
          Compensation reviews without the spreadsheets
        </Typography>
        <Typography
          variant="h5"
          component="p"
          color="text.secondary"
          sx={{ fontWeight: 400, mb: 5 }}
        >
          {PRODUCT_NAME} helps HR teams of small and mid-sized businesses plan and run merit
          increases, bonuses and promotions, with calibration, approvals, budgets and guardrails
          built in.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center', alignItems: 'center', mb: 4 }}
        >
          <Button href={paths.waitlist.getHref()} variant="contained" size="large">
            Join the waitlist
          </Button>
          <Button variant="outlined" size="large" disabled>
            Public launch: {LAUNCH_PERIOD}
          </Button>
        </Stack>
        <Typography
          component="ul"
          aria-label="Security"
          variant="body2"
          color="text.secondary"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            columnGap: 3,
            rowGap: 1,
          }}
        >
          {TRUST_CLAIMS.map((claim) => (
            <li key={claim}>✓ {claim}</li>
          ))}
        </Typography>
      </Container>
    </Box>
  );
}
