import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { NavLink, Outlet, useLocation } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { activeSettingsTab, SETTINGS_TABS } from './settings-tabs';

export default function SettingsLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title="Settings" />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={activeSettingsTab(pathname)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Settings sections"
        >
          {SETTINGS_TABS.map((tab) => (
            <Tab
              key={tab.to}
              label={tab.label}
              value={tab.to}
              component={NavLink}
              to={tab.to}
              end
            />
          ))}
        </Tabs>
      </Box>
      <Outlet />
    </>
  );
}
