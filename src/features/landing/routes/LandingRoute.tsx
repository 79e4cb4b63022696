import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@/config/constants';
import { usePageTitle } from '@/hooks/use-page-title';

export default function LandingRoute() {
  usePageTitle('Home');
  return (
    <Box component="main" sx={{ textAlign: 'center', py: 12, px: 2 }}>
      <Typography variant="h1">{PRODUCT_NAME}</Typography>
    </Box>
  );
}
