import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { SessionUser } from '@/api/session';
import { PRODUCT_NAME } from '@/config/constants';
import type { ShellNav } from './nav-items';
import { SidebarUserBlock } from './SidebarUserBlock';

export type SidebarProps = {
  user: SessionUser;
  nav: ShellNav;
  onLogout: () => void;
  onNavigate?: () => void;
  footer?: ReactNode;
};

export function Sidebar({ user, nav, onLogout, onNavigate, footer }: SidebarProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Typography component="div" variant="h5" sx={{ px: 3, pt: 3, pb: 1, fontWeight: 800 }}>
        {PRODUCT_NAME}
      </Typography>
      <SidebarUserBlock user={user} profileHref={nav.profileHref} onNavigate={onNavigate} />
      <Divider />
      <Box component="nav" aria-label="Main navigation" sx={{ flex: 1, overflowY: 'auto' }}>
        <List>
          {nav.items.map((item) => (
            <ListItemButton
              key={item.href}
              component={NavLink}
              to={item.href}
              end={item.end}
              onClick={onNavigate}
              sx={{
                mx: 1,
                borderRadius: 2,
                '&.active': { bgcolor: 'action.selected', fontWeight: 600 },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Divider />
      {footer}
      <List>
        <ListItemButton onClick={onLogout} sx={{ mx: 1, borderRadius: 2 }}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary="Logout" />
        </ListItemButton>
      </List>
    </Box>
  );
}
