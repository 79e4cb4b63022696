import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PROBLEMS, SOLUTIONS } from '../landing-content';
import { BulletList } from './BulletList';

export function ProblemSolution() {
  return (
    <Box
      component="section"
      aria-labelledby="problem-title"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Typography id="problem-title" variant="h2" sx={{ textAlign: 'center', mb: 6 }}>
          Review season should not take over your quarter
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <BulletList title="The problem" items={PROBLEMS} marker="✕" tone="error" />
          <BulletList title="The solution" items={SOLUTIONS} marker="✓" tone="success" />
        </Box>
      </Container>
    </Box>
  );
}
