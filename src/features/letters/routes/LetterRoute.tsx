import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { getErrorMessage } from '@/api/error-message';
import { ApiError } from '@/api/errors';
import { useLetter } from '@/api/resources/letters';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatLetterDate } from '@/lib/letters';
import { LetterPrintStyles } from '../components/LetterPrintStyles';
import { LetterSheet } from '../components/LetterSheet';
import { LETTER_TEXT } from '../letter-text';

/**
 * /compensation/letters/:letterId: one compensation letter, to read and to print or save as PDF
 * (the browser's print dialog; the print stylesheet keeps only the letter).
 */
export default function LetterRoute() {
  const { letterId = '' } = useParams();
  const navigate = useNavigate();
  const letter = useLetter(letterId);
  usePageTitle(LETTER_TEXT.letterPageTitle);
  const back = paths.me.compensation.getHref();

  const header = (
    <PageHeader
      title={LETTER_TEXT.letterPageTitle}
      breadcrumbs={[{ label: 'Compensation History', to: back }, { label: 'Letter' }]}
      actions={
        <>
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            disabled={!letter.data}
            onClick={() => window.print()}
          >
            {LETTER_TEXT.print}
          </Button>
          <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(back)}>
            Back
          </Button>
        </>
      }
    />
  );

  if (letter.isLoading) return <LoadingState />;
  if (letter.error || !letter.data) {
    const missing = letter.error instanceof ApiError && letter.error.status === 404;
    return (
      <Box>
        {header}
        <ErrorBanner
          message={
            missing
              ? LETTER_TEXT.letterNotFound
              : getErrorMessage(letter.error, LETTER_TEXT.letterLoadFailed)
          }
          onRetry={missing ? undefined : () => void letter.refetch()}
        />
      </Box>
    );
  }
  const data = letter.data;
  return (
    <Box>
      <LetterPrintStyles />
      {header}
      <LetterSheet
        printable
        subject={data.subject}
        body={data.body}
        meta={`${data.cycle.name} · ${LETTER_TEXT.effective(formatLetterDate(data.effectiveDate))}`}
      />
    </Box>
  );
}
