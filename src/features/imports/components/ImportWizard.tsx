import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { startTransition, useMemo, useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError } from '@/api/errors';
import { getErrorMessage } from '@/api/error-message';
import { paths } from '@/config/paths';
import { toCsv } from '@/lib/csv';
import { downloadText } from '@/lib/download';
import {
  applyMapping,
  guessMapping,
  missingRequired,
  templateRows,
  type ColumnMapping as Mapping,
  type ImportKind,
} from '@/lib/imports/columns';
import { parseRowField, type ImportError } from '@/lib/imports/validate';
import { useRunImport, type ImportResult } from '@/api/resources/imports';
import { IMPORT_TEXT } from '../import-text';
import { CsvReadError, parseCsvFile, type ParsedCsv } from '../parse-csv';
import { ColumnMapping } from './ColumnMapping';
import { ImportErrors } from './ImportErrors';
import { ImportPreview } from './ImportPreview';

interface Failure {
  message: string;
  errors: ImportError[];
}

function failureOf(error: unknown): Failure {
  const details = error instanceof ApiError ? (error.body?.details ?? []) : [];
  const errors = details.flatMap((d) => {
    const at = parseRowField(d.field);
    return at ? [{ ...at, message: d.message }] : [];
  });
  return { message: getErrorMessage(error, 'The import failed'), errors };
}

const NO_ERRORS: ImportError[] = [];

/** Upload → column mapping → checked preview (row-by-row errors) → import, all rows or none. */
export function ImportWizard() {
  const [params] = useSearchParams();
  // The Levels screen's Import Bands opens the wizard on its kind (?kind=levels).
  const [kind, setKind] = useState<ImportKind>(() => {
    const asked = params.get('kind');
    return asked && asked in IMPORT_TEXT.kinds ? (asked as ImportKind) : 'employees';
  });
  const [fileName, setFileName] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [parsed, setParsed] = useState<ParsedCsv | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const run = useRunImport();
  const rows = useMemo(
    () => (parsed ? applyMapping(parsed.records, mapping) : []),
    [parsed, mapping],
  );

  const reset = () => {
    setParsed(null);
    setProgress(null);
    setReadError(null);
    setChecked(null);
    setFailure(null);
    setDone(null);
  };

  const send = (next: Record<string, string>[], dryRun: boolean, name = fileName) => {
    setFailure(null);
    setChecked(null);
    run.mutate(
      { kind, fileName: name, rows: next, dryRun },
      {
        onSuccess: (result) => (dryRun ? setChecked(result) : setDone(result)),
        onError: (error) => setFailure(failureOf(error)),
      },
    );
  };

  const check = (nextMapping: Mapping, csv: ParsedCsv | null = parsed, name = fileName) => {
    if (!csv || csv.records.length === 0 || missingRequired(kind, nextMapping).length > 0) return;
    send(applyMapping(csv.records, nextMapping), true, name);
  };

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    reset();
    setFileName(file.name);
    setProgress(0);
    try {
      const csv = await parseCsvFile(file, setProgress);
      const guessed = guessMapping(kind, csv.headers);
      // A transition: React draws the mapping and preview of a big file in slices, yielding to input.
      startTransition(() => {
        setParsed(csv);
        setMapping(guessed);
      });
      check(guessed, csv, file.name);
    } catch (error) {
      setReadError(error instanceof CsvReadError ? error.message : IMPORT_TEXT.readFailed);
    }
  };

  const handleTemplate = () => {
    const { fields, data } = templateRows(kind);
    downloadText(`meritly-${kind}-template.csv`, toCsv(fields, data));
  };

  const handleMapping = (next: Mapping) => {
    setMapping(next);
    check(next);
  };

  // The bar stays (full) until the mapping and preview are drawn.
  const reading = progress !== null && !parsed && !readError;
  const ready = checked !== null && !failure && !run.isPending;

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          aria-label="What to import"
          onChange={(_, next: ImportKind | null) => {
            if (next) {
              setKind(next);
              reset();
            }
          }}
        >
          {(Object.keys(IMPORT_TEXT.kinds) as ImportKind[]).map((k) => (
            <ToggleButton key={k} value={k}>
              {IMPORT_TEXT.kinds[k]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button startIcon={<DownloadIcon />} onClick={handleTemplate}>
          {IMPORT_TEXT.template}
        </Button>
        <Button variant="contained" component="label" startIcon={<UploadFileIcon />}>
          {IMPORT_TEXT.chooseFile}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={IMPORT_TEXT.chooseFile}
            onChange={(e) => void handleFile(e)}
          />
        </Button>
        {fileName ? <Typography variant="body2">{fileName}</Typography> : null}
      </Stack>

      {reading ? (
        <Box>
          <Typography variant="body2" gutterBottom>
            {IMPORT_TEXT.reading}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round((progress ?? 0) * 100)}
            aria-label="Reading file"
          />
        </Box>
      ) : null}
      {readError ? <Alert severity="error">{readError}</Alert> : null}

      {done ? (
        <Alert
          severity="success"
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={paths.admin.audit.getHref()}
            >
              {IMPORT_TEXT.viewAudit}
            </Button>
          }
        >
          {IMPORT_TEXT.done(done)}
        </Alert>
      ) : null}

      {parsed && !done && parsed.records.length > 0 ? (
        <>
          <ColumnMapping
            kind={kind}
            headers={parsed.headers}
            mapping={mapping}
            onChange={handleMapping}
          />
          {run.isPending ? <LinearProgress aria-label={IMPORT_TEXT.checking} /> : null}
          {failure ? (
            <ImportErrors kind={kind} message={failure.message} errors={failure.errors} />
          ) : null}
          {ready && checked ? (
            <Alert severity="info">{IMPORT_TEXT.ready(checked, kind)}</Alert>
          ) : null}
          <ImportPreview kind={kind} rows={rows} errors={failure?.errors ?? NO_ERRORS} />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={!ready} onClick={() => send(rows, false)}>
              {run.isPending ? IMPORT_TEXT.importing : IMPORT_TEXT.import(rows.length)}
            </Button>
            <Button onClick={reset}>{IMPORT_TEXT.startOver}</Button>
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
