import { Navigate, useLocation, useParams } from 'react-router';
import { getErrorMessage } from '@/api/error-message';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useWorkflowTemplate } from '@/api/resources/workflows';
import { WorkflowEditor } from '../components/WorkflowEditor';
import { detailsOf, isNewWorkflowState, stepsOf } from '../workflow-editor';

export const FETCH_TEMPLATE_FAILED = 'Failed to fetch template';

/** /admin/settings/workflows/new (details from the list's panel) and /admin/settings/workflows/{id}. */
export default function WorkflowEditorRoute() {
  usePageTitle('Workflow Template');
  const { id } = useParams();
  const { state } = useLocation();
  const template = useWorkflowTemplate(id);

  if (!id) {
    if (!isNewWorkflowState(state))
      return <Navigate to={paths.admin.settings.workflows.getHref()} replace />;
    return <WorkflowEditor initialDetails={state.details} initialSteps={[]} />;
  }
  if (template.isLoading) return <LoadingState label="Loading template..." />;
  if (template.error || !template.data) {
    return <ErrorBanner message={getErrorMessage(template.error, FETCH_TEMPLATE_FAILED)} />;
  }
  return (
    <WorkflowEditor
      key={id}
      templateId={id}
      template={template.data}
      status={template.data.status}
      initialDetails={detailsOf(template.data)}
      initialSteps={stepsOf(template.data)}
    />
  );
}
