import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/hooks/use-page-title';

export type AccessDeniedProps = {
  requiredRoles: readonly string[];
  userRole: string;
};

export function AccessDenied({ requiredRoles, userRole }: AccessDeniedProps) {
  usePageTitle('Access Denied');
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h2" component="h1" gutterBottom>
        Access Denied
      </Typography>
      <Typography sx={{ mb: 1 }}>You don&apos;t have permission to access this page.</Typography>
      <Typography color="text.secondary">
        Required roles: {requiredRoles.join(', ')}. Your role: {userRole}.
      </Typography>
    </Box>
  );
}
