import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FEATURES } from '../landing-content';
import { LandingSection } from './LandingSection';

export function FeatureGrid() {
  return (
    <LandingSection titleId="features-title" title="Everything a review cycle needs" maxWidth="lg">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {FEATURES.map((feature) => (
          <Paper component="li" key={feature.title} variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
              {feature.title}
            </Typography>
            <Typography color="text.secondary">{feature.description}</Typography>
          </Paper>
        ))}
      </Box>
    </LandingSection>
  );
}
