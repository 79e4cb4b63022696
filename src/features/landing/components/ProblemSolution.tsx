import Box from '@mui/material/Box';
import { PROBLEMS, SOLUTIONS } from '../landing-content';
import { BulletList } from './BulletList';
import { LandingSection } from './LandingSection';

export function ProblemSolution() {
  return (
    <LandingSection
      titleId="problem-title"
      title="Review season should not take over your quarter"
      maxWidth="lg"
      paper
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <BulletList title="The problem" items={PROBLEMS} marker="✕" tone="error" />
        <BulletList title="The solution" items={SOLUTIONS} marker="✓" tone="success" />
      </Box>
    </LandingSection>
  );
}
