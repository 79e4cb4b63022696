import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { getErrorMessage } from '@/api/error-message';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { useConfirmedMutate } from '@/hooks/use-confirmed-mutate';
import { usePageTitle } from '@/hooks/use-page-title';
import {
  useDeleteWorkflowTemplate,
  useWorkflowTemplates,
  type WorkflowTemplate,
} from '@/api/resources/workflows';
import { WorkflowDetailsPanel } from '../components/WorkflowDetailsPanel';
import { WorkflowsTable } from '../components/WorkflowsTable';
import { EMPTY_DETAILS, type NewWorkflowState, type WorkflowDetails } from '../workflow-editor';

export const FETCH_WORKFLOWS_FAILED = 'Failed to fetch workflows';
export const DELETE_WORKFLOW_FAILED = 'Failed to delete workflow';

const DELETE_QUESTION = () => ({
  title: 'Delete workflow',
  message: 'Are you sure you want to delete this workflow?',
  confirmLabel: 'Delete',
  destructive: true,
});
const idOf = (workflow: WorkflowTemplate) => workflow.id;

/** /admin/settings/workflows (spec 02 §2 Workflows list). */
export default function WorkflowsRoute() {
  usePageTitle('Review Workflows');
  const navigate = useNavigate();
  const workflows = useWorkflowTemplates();
  const remove = useDeleteWorkflowTemplate();
  const [panel, setPanel] = useState({ open: false, key: 0 });

  const handleCreate = (details: WorkflowDetails) => {
    const state: NewWorkflowState = { details };
    void navigate(paths.admin.settings.workflowNew.getHref(), { state });
  };
  const handleEdit = useCallback(
    (workflow: WorkflowTemplate) =>
      void navigate(paths.admin.settings.workflow.getHref(workflow.id)),
    [navigate],
  );
  const handleDeleteClick = useConfirmedMutate(remove, DELETE_QUESTION, idOf);

  const error = workflows.error
    ? getErrorMessage(workflows.error, FETCH_WORKFLOWS_FAILED)
    : remove.error
      ? getErrorMessage(remove.error, DELETE_WORKFLOW_FAILED)
      : null;

  return (
    <Box>
      <PageHeader
        title="Review Workflows"
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setPanel((p) => ({ open: true, key: p.key + 1 }))}
          >
            Add New Workflow
          </Button>
        }
      />
      {error ? <ErrorBanner message={error} sx={{ mb: 2 }} /> : null}
      <WorkflowsTable
        workflows={workflows.error ? [] : (workflows.data ?? [])}
        isLoading={workflows.isLoading}
        onEdit={handleEdit}
        onDelete={handleDeleteClick}
      />
      <WorkflowDetailsPanel
        open={panel.open}
        mode="create"
        openKey={panel.key}
        initialValues={EMPTY_DETAILS}
        onClose={() => setPanel((p) => ({ ...p, open: false }))}
        onSubmit={handleCreate}
      />
    </Box>
  );
}
