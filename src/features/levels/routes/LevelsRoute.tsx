import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { getErrorMessage } from '@/api/error-message';
import { useDeleteLevel, useLevels, type Level } from '@/api/resources/levels';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { useConfirmedAction } from '@/hooks/use-confirmed-action';
import { useExportBands } from '@/hooks/use-export-bands';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/hooks/useSession';
import { LevelFormDialog } from '../components/LevelFormDialog';
import { LevelPeople } from '../components/LevelPeople';
import { LevelsTable } from '../components/LevelsTable';
import { LEVELS_TEXT } from '../levels-text';

type DialogState = { open: false } | { open: true; level: Level | null };

/** /admin/levels: the levels and their pay bands; admins add, edit, delete, import and export. */
export default function LevelsRoute() {
  usePageTitle(LEVELS_TEXT.title);
  const { user } = useSession();
  const canEdit = user?.role === 'admin';
  const levels = useLevels();
  const exporter = useExportBands();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const { error: actionError, run } = useConfirmedAction();

  const { mutateAsync: deleteLevel } = useDeleteLevel();
  const handleEdit = useCallback((level: Level) => setDialog({ open: true, level }), []);
  const handleDelete = useCallback(
    (level: Level) =>
      void run(
        {
          title: LEVELS_TEXT.deleteTitle,
          message: <LevelPeople levelId={level.id} levelName={level.name} />,
          confirmLabel: LEVELS_TEXT.deleteConfirm,
          destructive: true,
        },
        () => deleteLevel(level.id),
        LEVELS_TEXT.deleteFailed,
      ),
    [run, deleteLevel],
  );

  return (
    <>
      <PageHeader
        title={LEVELS_TEXT.title}
        subtitle={canEdit ? LEVELS_TEXT.subtitle : LEVELS_TEXT.readOnlySubtitle}
        actions={
          canEdit ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={exporter.isPending || !levels.data?.length}
                onClick={() => exporter.mutate()}
              >
                {LEVELS_TEXT.export}
              </Button>
              <Button
                variant="outlined"
                startIcon={<UploadFileIcon />}
                component={RouterLink}
                to={paths.admin.utilitiesImport.getHref('levels')}
              >
                {LEVELS_TEXT.import}
              </Button>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setDialog({ open: true, level: null })}
              >
                {LEVELS_TEXT.add}
              </Button>
            </Stack>
          ) : null
        }
      />
      {actionError ? <ErrorBanner message={actionError} sx={{ mb: 2 }} /> : null}
      {exporter.isError ? (
        <ErrorBanner
          message={getErrorMessage(exporter.error, LEVELS_TEXT.exportFailed)}
          sx={{ mb: 2 }}
        />
      ) : null}
      <LevelsTable
        levels={levels.data ?? []}
        isLoading={levels.isPending}
        error={levels.isError ? LEVELS_TEXT.fetchFailed : null}
        onRetry={() => void levels.refetch()}
        onEdit={canEdit ? handleEdit : undefined}
        onDelete={canEdit ? handleDelete : undefined}
      />
      {canEdit ? (
        <LevelFormDialog
          open={dialog.open}
          level={dialog.open ? dialog.level : null}
          levels={levels.data ?? []}
          onClose={() => setDialog({ open: false })}
        />
      ) : null}
    </>
  );
}
