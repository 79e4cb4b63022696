import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

export default function NotFoundRoute() {
  usePageTitle('Page not found');
  return (
    <Box component="main" sx={{ textAlign: 'center', py: 12, px: 2 }}>
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button variant="contained" component={Link} to={paths.landing.getHref()}>
        Go to the Home Page
      </Button>
    </Box>
  );
}
