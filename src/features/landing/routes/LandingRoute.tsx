import Box from '@mui/material/Box';
import { usePageTitle } from '@/hooks/use-page-title';
import { FeatureGrid } from '../components/FeatureGrid';
import { JsonLd } from '../components/JsonLd';
import { LandingFaq } from '../components/LandingFaq';
import { LandingFooter } from '../components/LandingFooter';
import { LandingHeader } from '../components/LandingHeader';
import { LandingHero } from '../components/LandingHero';
import { ProblemSolution } from '../components/ProblemSolution';
import { WaitlistCta } from '../components/WaitlistCta';
import { PRODUCT_STRUCTURED_DATA } from '../landing-content';

export default function LandingRoute() {
  usePageTitle('Compensation Review Software');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <JsonLd data={PRODUCT_STRUCTURED_DATA} />
      <LandingHeader />
      <Box component="main" sx={{ flex: 1 }}>
        <LandingHero />
        <ProblemSolution />
        <FeatureGrid />
        <LandingFaq />
        <WaitlistCta />
      </Box>
      <LandingFooter />
    </Box>
  );
}
