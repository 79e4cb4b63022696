import AddIcon from '@mui/icons-material/Add';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '@/components/DataTable';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { rowActionsColumn } from '@/components/row-actions-column';
import { useConfirmedAction } from '@/hooks/use-confirmed-action';
import { usePageTitle } from '@/hooks/use-page-title';
import {
  useDeleteOrganizationType,
  useOrganizationTypes,
  type OrganizationType,
} from '@/api/resources/organization-types';
import { OrganizationTypeDialog } from '../components/OrganizationTypeDialog';
import { ORGANIZATION_TYPE_MESSAGES as M } from '../organization-type-messages';

type DialogState = { open: false } | { open: true; type: OrganizationType | null };

export const ORGANIZATION_TYPES_SCOPE =
  'Your organization’s own list, started from the defaults offered at sign-up. No other organization sees your changes.';

/** /admin/utilities: System Utilities, managing the organization types (name, description). */
export default function UtilitiesRoute() {
  usePageTitle('System Utilities');
  const types = useOrganizationTypes();
  const { mutateAsync: deleteType } = useDeleteOrganizationType();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const { error: actionError, run } = useConfirmedAction();

  const columns = useMemo<ColumnDef<OrganizationType>[]>(
    () => [
      { accessorKey: 'name', header: 'Name' },
      {
        id: 'description',
        accessorFn: (t) => t.description ?? '',
        header: 'Description',
        meta: { maxWidth: 450 },
      },
      rowActionsColumn(
        (type) => setDialog({ open: true, type }),
        (type) =>
          void run(
            {
              title: 'Delete Organization Type',
              message: `Delete "${type.name}"? It will no longer be offered at registration.`,
              confirmLabel: 'Delete',
              destructive: true,
            },
            () => deleteType(type.id),
            M.delete,
          ),
      ),
    ],
    [run, deleteType],
  );

  return (
    <>
      <PageHeader
        title="System Utilities"
        subtitle="Your organization types, imports and exports, and the email outbox."
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              component={RouterLink}
              to={paths.admin.utilitiesImport.getHref()}
            >
              Import and Export
            </Button>
            <Button
              variant="outlined"
              startIcon={<MailOutlineIcon />}
              component={RouterLink}
              to={paths.admin.outbox.getHref()}
            >
              Email Outbox
            </Button>
          </Box>
        }
      />
      <Typography variant="h6" component="h2">
        Organization Types
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {ORGANIZATION_TYPES_SCOPE}
      </Typography>
      {actionError ? <ErrorBanner message={actionError} sx={{ mb: 2 }} /> : null}
      <DataTable
        aria-label="Organization types"
        columns={columns}
        data={types.data ?? []}
        getRowId={(t) => t.id}
        emptyText={M.empty}
        initialSorting={[{ id: 'name', desc: false }]}
        isLoading={types.isPending}
        error={types.isError ? M.load : null}
        onRetry={() => void types.refetch()}
        toolbar={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ open: true, type: null })}
          >
            Add Organization Type
          </Button>
        }
      />
      <OrganizationTypeDialog
        open={dialog.open}
        type={dialog.open ? dialog.type : null}
        onClose={() => setDialog({ open: false })}
      />
    </>
  );
}
