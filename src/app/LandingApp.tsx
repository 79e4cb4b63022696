import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import LandingRoute from '@/features/landing/routes/LandingRoute';
import { ErrorBoundary } from './ErrorBoundary';
import { InAppLinks } from './InAppLinks';
import { theme } from './theme/theme';

export type LandingAppProps = {
  /** Called after a link left the landing page (the URL is already the new one). */
  onLeave: () => void;
};

/**
 * The landing page on its own, for a first visit to `/`: no router, query client, dialogs or
 * signed-in code, so the first paint needs only React, MUI's core and the page. A click on one of
 * its links pushes the new URL and hands over to the full app, which renders that URL.
 */
export function LandingApp({ onLeave }: LandingAppProps) {
  const handleNavigate = (to: string) => {
    window.history.pushState(null, '', to);
    onLeave();
  };
  return (
    <ErrorBoundary>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <InAppLinks onNavigate={handleNavigate}>
          <LandingRoute />
        </InAppLinks>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
