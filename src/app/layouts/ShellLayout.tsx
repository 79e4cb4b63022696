import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { type ReactNode, useState } from 'react';
import { Outlet } from 'react-router';
import type { SessionUser } from '@/api/session';
import { Wordmark } from '@/components/Wordmark';
import type { ShellNav } from './nav-items';
import { Sidebar } from './Sidebar';

/** Spec 01 §9: "sidebar 16rem wide on large screens; mobile drawer maximum width 20rem". */
export const SIDEBAR_WIDTH = '16rem';
export const MOBILE_DRAWER_MAX_WIDTH = '20rem';

export type ShellLayoutProps = {
  user: SessionUser;
  nav: ShellNav;
  onLogout: () => void;
  sidebarFooter?: ReactNode;
  /** Shown at the right of the header on every screen size (the notification bell). */
  headerActions?: ReactNode;
  children?: ReactNode;
};

export function ShellLayout({
  user,
  nav,
  onLogout,
  sidebarFooter,
  headerActions,
  children,
}: ShellLayoutProps) {
  const [open, setOpen] = useState(false);
  const handleOpen = () => setOpen(true);
  const handleClose = () => setOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          // The column keeps the sidebar's colour to the foot of a long page; its content stays
          // in view while the page scrolls.
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          '& .MuiDrawer-paper': {
            width: SIDEBAR_WIDTH,
            boxSizing: 'border-box',
            position: 'sticky',
            top: 0,
            height: '100vh',
            border: 'none',
          },
        }}
      >
        <Sidebar user={user} nav={nav} onLogout={onLogout} footer={sidebarFooter} />
      </Drawer>
      <Drawer
        variant="temporary"
        open={open}
        onClose={handleClose}
        ModalProps={{ keepMounted: false }}
        sx={{
          display: { xs: 'block', md: 'none' },
          '& .MuiDrawer-paper': { width: '85vw', maxWidth: MOBILE_DRAWER_MAX_WIDTH },
        }}
      >
        <Box sx={{ position: 'absolute', top: 12, right: 8 }}>
          <IconButton aria-label="Close navigation" onClick={handleClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Sidebar
          user={user}
          nav={nav}
          onLogout={onLogout}
          onNavigate={handleClose}
          footer={sidebarFooter}
        />
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{
            display: { md: headerActions ? 'block' : 'none' },
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Toolbar sx={{ minHeight: { md: 56 } }}>
            <IconButton
              edge="start"
              aria-label="Open navigation"
              onClick={handleOpen}
              sx={{ mr: 1, display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Box sx={{ display: { md: 'none' } }}>
              <Wordmark size="1.125rem" />
            </Box>
            <Box sx={{ flex: 1 }} />
            {headerActions}
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flex: 1, p: { xs: 2, sm: 3, lg: 4 }, minWidth: 0 }}>
          {children ?? <Outlet />}
        </Box>
      </Box>
    </Box>
  );
}
