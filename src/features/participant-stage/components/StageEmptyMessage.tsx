import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

export interface StageEmptyMessageProps {
  role: string;
}

/**
 * Spec 02 §2 empty stage by role: admin gets Configure Stage Fields (a link to the review stage
 * settings), manager Stage Not Ready, employee Review Not Ready / Check Back Later.
 */
export function StageEmptyMessage({ role }: StageEmptyMessageProps) {
  if (role === 'admin') {
    return (
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <Typography sx={{ mb: 2 }} color="text.secondary">
          This stage has no fields yet.
        </Typography>
        <Button
          component={RouterLink}
          to={paths.admin.settings.reviewStages.getHref()}
          variant="contained"
          startIcon={<SettingsIcon />}
        >
          Configure Stage Fields
        </Button>
      </Box>
    );
  }
  const [title, text] =
    role === 'manager'
      ? ['Stage Not Ready', 'The fields of this review stage have not been set up yet.']
      : ['Review Not Ready', 'Check Back Later'];
  return (
    <Box sx={{ textAlign: 'center', py: 4 }}>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
