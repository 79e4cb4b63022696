import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/api/error-message';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { usePageTitle } from '@/hooks/use-page-title';
import { useMyBandPosition, useMyCompensation } from '@/api/resources/dashboards';
import { MyLettersSection } from '@/features/letters/components/MyLettersSection';
import { CompensationChart } from '../components/CompensationChart';
import { CompensationHistoryTable } from '../components/CompensationHistoryTable';
import { CompensationSummary } from '../components/CompensationSummary';
import { PayBandCard } from '../components/PayBandCard';

export const FETCH_COMPENSATION_FAILED = 'Failed to fetch compensation history';

/** /compensation: the caller's own compensation history and pay band position (never anyone else's). */
export default function MyCompensationRoute() {
  usePageTitle('Compensation History');
  const history = useMyCompensation();
  const band = useMyBandPosition();
  const entries = history.data ?? [];
  return (
    <Box>
      <PageHeader
        title="Compensation History"
        subtitle="Every change to your pay, and how it adds up."
      />
      {history.error ? (
        <ErrorBanner
          message={getErrorMessage(history.error, FETCH_COMPENSATION_FAILED)}
          onRetry={() => void history.refetch()}
          sx={{ mb: 2 }}
        />
      ) : null}
      <Stack spacing={3}>
        <CompensationSummary history={entries} now={new Date()} isLoading={history.isLoading} />
        {history.error ? null : (
          <PayBandCard
            level={band.data?.level}
            bandPosition={band.data?.bandPosition}
            isLoading={band.isLoading}
          />
        )}
        {entries.length > 0 ? <CompensationChart history={entries} /> : null}
        <Box component="section" aria-labelledby="compensation-changes-title">
          <Typography id="compensation-changes-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Changes
          </Typography>
          <CompensationHistoryTable history={entries} isLoading={history.isLoading} />
        </Box>
        <MyLettersSection />
      </Stack>
    </Box>
  );
}
