import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { getErrorMessage } from '@/api/error-message';
import { ApiError } from '@/api/errors';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { downloadText } from '@/lib/download';
import { useCycleReport, useReviewCycle } from '@/api/resources/review-cycles';
import { CYCLE_MESSAGES } from '@/lib/cycle-messages';
import { AverageIncreaseSection } from '../components/AverageIncreaseSection';
import { BudgetUseSection } from '../components/BudgetUseSection';
import { CompaDistributionSection } from '../components/CompaDistributionSection';
import { CompletionSection } from '../components/CompletionSection';
import { IncreaseByRatingSection } from '../components/IncreaseByRatingSection';
import { PendingApproversSection } from '../components/PendingApproversSection';
import { RatingDistributionSection } from '../components/RatingDistributionSection';
import { ResultsSection } from '../components/ResultsSection';
import { REPORT_TEXT } from '../report-messages';
import { buildResultsCsv, resultsFileName } from '../report-results';

/** /admin/review-cycles/:cycleId/reports (admin only): the cycle's budget, rating and progress reports. */
export default function CycleReportsRoute() {
  const { cycleId = '' } = useParams();
  const navigate = useNavigate();
  const cycle = useReviewCycle(cycleId);
  const report = useCycleReport(cycleId);
  const name = cycle.data?.name ?? '';
  usePageTitle(name ? REPORT_TEXT.pageTitle(name) : REPORT_TEXT.title);

  const data = report.data;
  const handleExport = () => {
    if (!data) return;
    downloadText(resultsFileName(name), buildResultsCsv(data.results, data.currency));
  };

  const header = (
    <PageHeader
      title={name ? REPORT_TEXT.pageTitle(name) : REPORT_TEXT.title}
      breadcrumbs={[
        { label: 'Review Cycles', to: paths.admin.reviewCycles.getHref() },
        { label: name || '…', to: paths.reviewCycle.getHref(cycleId) },
        { label: REPORT_TEXT.title },
      ]}
      actions={
        <>
          <Button
            variant="contained"
            startIcon={<FileDownloadIcon />}
            disabled={!data || data.results.length === 0}
            onClick={handleExport}
          >
            {REPORT_TEXT.exportCsv}
          </Button>
          <Button
            startIcon={<ArrowBackIcon />}
            onClick={() => void navigate(paths.reviewCycle.getHref(cycleId))}
          >
            Back
          </Button>
        </>
      }
    />
  );

  const error = report.error ?? cycle.error;
  if (report.isLoading || cycle.isLoading) return <LoadingState />;
  if (error || !data) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Box>
        {header}
        <ErrorBanner
          message={
            missing ? CYCLE_MESSAGES.notFound : getErrorMessage(error, REPORT_TEXT.loadFailed)
          }
          onRetry={
            missing
              ? undefined
              : () => {
                  void cycle.refetch();
                  void report.refetch();
                }
          }
        />
      </Box>
    );
  }

  return (
    <Box>
      {header}
      {data.participantCount === 0 ? (
        <EmptyState text={REPORT_TEXT.empty} />
      ) : (
        <Stack spacing={3}>
          <BudgetUseSection pools={data.pools} />
          <IncreaseByRatingSection rows={data.increaseByRating} />
          <AverageIncreaseSection by="team" rows={data.averageByTeam} currency={data.currency} />
          <AverageIncreaseSection
            by="position"
            rows={data.averageByPosition}
            currency={data.currency}
          />
          <CompaDistributionSection by="team" rows={data.compaByTeam} />
          <CompaDistributionSection by="rating" rows={data.compaByRating} />
          <RatingDistributionSection rows={data.ratingDistribution} />
          <PendingApproversSection rows={data.pendingByApprover} />
          <CompletionSection points={data.completionTimeline} />
          <ResultsSection rows={data.results} currency={data.currency} />
        </Stack>
      )}
    </Box>
  );
}
