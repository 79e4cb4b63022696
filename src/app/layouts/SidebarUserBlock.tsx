import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { SessionUser } from '@/api/session';
import { roleLabel } from '@/lib/permissions';

export type SidebarUserBlockProps = {
  user: SessionUser;
  profileHref: string;
  onNavigate?: () => void;
};

function initials(user: SessionUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

export function SidebarUserBlock({ user, profileHref, onNavigate }: SidebarUserBlockProps) {
  return (
    <ButtonBase
      component={Link}
      to={profileHref}
      onClick={onNavigate}
      // The name starts with what the block shows (WCAG 2.5.3), then says where it leads.
      aria-label={`${user.firstName} ${user.lastName}, ${roleLabel(user.role)}: profile`}
      sx={{
        display: 'flex',
        justifyContent: 'flex-start',
        gap: 1.5,
        p: 1.5,
        m: 1,
        borderRadius: 2,
        textAlign: 'left',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      {/* Initials drawn by CSS: they are decoration, not part of the link's visible label. */}
      <Avatar aria-hidden sx={{ bgcolor: 'secondary.main', width: 40, height: 40 }}>
        <Box
          component="span"
          data-initials={initials(user)}
          sx={{ '&::before': { content: 'attr(data-initials)' } }}
        />
      </Avatar>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {user.firstName} {user.lastName}
        </Typography>{' '}
        <Typography variant="body2" color="text.secondary">
          {roleLabel(user.role)}
        </Typography>
      </Box>
    </ButtonBase>
  );
}
