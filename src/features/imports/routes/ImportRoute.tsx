import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/api/error-message';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { usePageTitle } from '@/hooks/use-page-title';
import { useExportBands } from '@/hooks/use-export-bands';
import { useExportEmployees } from '@/hooks/use-export-employees';
import { ImportWizard } from '../components/ImportWizard';
import { IMPORT_TEXT } from '../import-text';

/** /admin/utilities/import: CSV import (all rows or none) and the employees export. */
export default function ImportRoute() {
  usePageTitle(IMPORT_TEXT.title);
  const exporter = useExportEmployees();
  const bands = useExportBands();
  return (
    <Box>
      <PageHeader title={IMPORT_TEXT.title} subtitle={IMPORT_TEXT.subtitle} />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <ImportWizard />
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-label={IMPORT_TEXT.exportTitle}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {IMPORT_TEXT.exportTitle}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={exporter.isPending}
            onClick={() => exporter.mutate()}
          >
            {IMPORT_TEXT.exportEmployees}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={bands.isPending}
            onClick={() => bands.mutate()}
            sx={{ ml: { sm: 1 }, mt: { xs: 1, sm: 0 } }}
          >
            {IMPORT_TEXT.exportBands}
          </Button>
          {exporter.isError || bands.isError ? (
            <ErrorBanner
              message={getErrorMessage(exporter.error ?? bands.error, 'Export failed')}
            />
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
