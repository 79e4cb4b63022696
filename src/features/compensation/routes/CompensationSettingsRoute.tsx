import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { getErrorMessage } from '@/api/error-message';
import { ApiError } from '@/api/errors';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { StaleRecordNotice } from '@/components/StaleRecordNotice';
import { useConfirmedMutate } from '@/hooks/use-confirmed-mutate';
import { usePageTitle } from '@/hooks/use-page-title';
import { useStaleRecord } from '@/hooks/use-stale-record';
import {
  compensationCategoriesQueryOptions,
  useCompensationCategories,
  useDeleteCompensationItem,
  useSaveCompensationItem,
  type CompensationItemTarget,
} from '@/api/resources/compensation';
import {
  toCompensationItemInput,
  type CompensationItemFormValues,
} from '../compensation-item-form';
import { CompensationItemDialog } from '../components/CompensationItemDialog';
import { CompensationTree, toRows, type CompensationRow } from '../components/CompensationTree';
import type { FormikHelpers } from 'formik';
import { landFieldErrors } from '@/components/server-field-errors';

export const FETCH_CATEGORIES_FAILED = 'Failed to fetch categories';
export const FETCH_CATEGORIES_ERROR = 'Error fetching categories';
const SAVE_FAILED = { category: 'Failed to save category', type: 'Failed to save type' } as const;
const DELETE_FAILED = {
  category: 'Failed to delete category',
  type: 'Failed to delete type',
} as const;
const EMPTY_VALUES: CompensationItemFormValues = { name: '', description: '', order: '0' };

interface DialogState {
  open: boolean;
  key: number;
  target: CompensationItemTarget;
  values: CompensationItemFormValues;
  /** The item being edited, as the dialog opened with it. */
  row?: CompensationRow;
}

const ITEM_FIELD_LABELS = { name: 'Name', description: 'Description', order: 'Display Order' };
const itemValues = (row: CompensationRow): CompensationItemFormValues => ({
  name: row.name,
  description: row.description,
  order: String(row.order),
});

/** Spec 02 §8: a response with an error status reads 'Failed to fetch categories'; no response at all, 'Error fetching categories'. */
function fetchError(error: unknown): string {
  return error instanceof ApiError
    ? getErrorMessage(error, FETCH_CATEGORIES_FAILED)
    : FETCH_CATEGORIES_ERROR;
}

const deleteQuestion = (row: CompensationRow) => ({
  title: row.kind === 'category' ? 'Delete category' : 'Delete type',
  message:
    row.kind === 'category'
      ? `Are you sure you want to delete the category "${row.name}" and its types?`
      : `Are you sure you want to delete the type "${row.name}"?`,
  confirmLabel: 'Delete',
  destructive: true,
});
const itemOf = (row: CompensationRow) => ({ kind: row.kind, id: row.id });

/** /admin/settings/compensation (spec 02 §2 Compensation Settings). */
export default function CompensationSettingsRoute() {
  usePageTitle('Compensation Settings');
  const categories = useCompensationCategories();
  const save = useSaveCompensationItem();
  const remove = useDeleteCompensationItem();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogState>({
    open: false,
    key: 0,
    target: { kind: 'category' },
    values: EMPTY_VALUES,
  });

  const { reset: resetSave } = save;
  const openDialog = useCallback(
    (
      target: CompensationItemTarget,
      values: CompensationItemFormValues = EMPTY_VALUES,
      row?: CompensationRow,
    ) => {
      resetSave();
      setDialog((d) => ({ open: true, key: d.key + 1, target, values, row }));
    },
    [resetSave],
  );
  const handleAddType = useCallback(
    (row: CompensationRow) => openDialog({ kind: 'type', categoryId: row.id }),
    [openDialog],
  );
  const handleEdit = useCallback(
    (row: CompensationRow) =>
      openDialog(
        row.kind === 'category' ? { kind: 'category', id: row.id } : { kind: 'type', id: row.id },
        itemValues(row),
        row,
      ),
    [openDialog],
  );
  const handleDeleteClick = useConfirmedMutate(remove, deleteQuestion, itemOf);

  const stale = useStaleRecord(dialog.open ? dialog.row : null, async () => {
    const fresh = await queryClient.fetchQuery({
      ...compensationCategoriesQueryOptions(),
      staleTime: 0,
    });
    const rows = toRows(fresh).flatMap((c) => [c, ...(c.subRows ?? [])]);
    return rows.find((r) => r.id === dialog.row?.id) ?? null;
  });
  const closeDialog = () => setDialog((d) => ({ ...d, open: false }));
  const handleSubmit = (
    values: CompensationItemFormValues,
    helpers: FormikHelpers<CompensationItemFormValues>,
  ) =>
    save.mutate(
      { target: dialog.target, input: toCompensationItemInput(values), version: stale.version },
      {
        onSuccess: closeDialog,
        onError: (err) => {
          if (landFieldErrors(err, Object.keys(values), helpers.setErrors)) save.reset();
          else void stale.handleError(err).then((isStale) => isStale && save.reset());
        },
      },
    );

  const deleteError = remove.error
    ? getErrorMessage(remove.error, DELETE_FAILED[remove.variables?.kind ?? 'category'])
    : null;
  const error = categories.error ? fetchError(categories.error) : deleteError;
  const kind = dialog.target.kind;
  const mode = 'categoryId' in dialog.target || !dialog.target.id ? 'create' : 'edit';

  return (
    <Box>
      <PageHeader
        title="Compensation Settings"
        subtitle="Manage the compensation categories and types used for compensation records and reporting."
      />
      {error ? <ErrorBanner message={error} sx={{ mb: 2 }} /> : null}
      <Paper
        variant="outlined"
        component="section"
        aria-label="Compensation Categories & Types"
        sx={{ p: 2 }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <Typography variant="h6" component="h2">
            Compensation Categories & Types
          </Typography>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => openDialog({ kind: 'category' })}
          >
            Add Category
          </Button>
        </Stack>
        <CompensationTree
          categories={categories.error ? [] : (categories.data ?? [])}
          isLoading={categories.isLoading}
          onAddType={handleAddType}
          onEdit={handleEdit}
          onDelete={handleDeleteClick}
        />
      </Paper>
      <CompensationItemDialog
        open={dialog.open}
        kind={kind}
        mode={mode}
        openKey={dialog.key}
        initialValues={dialog.values}
        isSaving={save.isPending}
        error={save.error ? getErrorMessage(save.error, SAVE_FAILED[kind]) : null}
        notice={
          <StaleRecordNotice
            theirs={stale.theirs ? itemValues(stale.theirs) : null}
            labels={ITEM_FIELD_LABELS}
          />
        }
        onClose={closeDialog}
        onSubmit={handleSubmit}
      />
    </Box>
  );
}
