import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link, matchPath, NavLink, useLocation } from 'react-router';
import type { SessionUser } from '@/api/session';
import { Wordmark } from '@/components/Wordmark';
import type { NavItem, ShellNav } from './nav-items';
import { SidebarUserBlock } from './SidebarUserBlock';

export type SidebarProps = {
  user: SessionUser;
  nav: ShellNav;
  onLogout: () => void;
  onNavigate?: () => void;
  footer?: ReactNode;
};

const isUnder = (item: NavItem, pathname: string) =>
  item.activeUnder?.some((path) => matchPath({ path, end: false }, pathname) !== null) ?? false;

export function Sidebar({ user, nav, onLogout, onNavigate, footer }: SidebarProps) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 3, pt: 3, pb: 1 }}>
        <Wordmark size="1.375rem" />
      </Box>
      <SidebarUserBlock user={user} profileHref={nav.profileHref} onNavigate={onNavigate} />
      <Divider />
      <Box component="nav" aria-label="Main navigation" sx={{ flex: 1, overflowY: 'auto' }}>
        <List>
          {nav.items.map((item) => {
            // NavLink marks its own path and below; a page of the section elsewhere is marked here.
            const under = isUnder(item, pathname);
            return (
              <ListItem key={item.href} disablePadding>
                <ListItemButton
                  component={under ? Link : NavLink}
                  to={item.href}
                  end={under ? undefined : item.end}
                  className={under ? 'active' : undefined}
                  aria-current={under ? 'page' : undefined}
                  onClick={onNavigate}
                  sx={{
                    mx: 1,
                    borderRadius: 2,
                    '&.active': {
                      bgcolor: (theme) => alpha(theme.palette.secondary.main, 0.1),
                      color: 'secondary.dark',
                      '& .MuiListItemIcon-root': { color: 'secondary.main' },
                      '& .MuiListItemText-primary': { fontWeight: 600 },
                    },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Divider />
      {footer}
      <List>
        <ListItem disablePadding>
          <ListItemButton onClick={onLogout} sx={{ mx: 1, borderRadius: 2 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary="Logout" />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
