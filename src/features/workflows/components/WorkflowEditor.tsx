import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { getErrorMessage } from '@/api/error-message';
import { Badge } from '@/components/Badge';
import { ErrorBanner } from '@/components/ErrorBanner';
import { StaleRecordAlert } from '@/components/StaleRecordAlert';
import { paths } from '@/config/paths';
import { useStaleRecord } from '@/hooks/use-stale-record';
import { reorder } from '@/lib/reorder';
import { fieldErrorsOf } from '@/api/field-errors';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { WORKFLOW_MESSAGES, workflowStepProblems, workflowTypeLabel } from '@/lib/workflows';
import {
  useRereadWorkflowTemplate,
  useSaveWorkflowTemplate,
  type WorkflowTemplate,
  type WorkflowTemplateInput,
} from '@/api/resources/workflows';
import { useAssigneeOptions } from '../use-assignee-options';
import {
  assignStep,
  changeType,
  detailsOf,
  newStep,
  stepsOf,
  toTemplateInput,
  type EditorStep,
  type WorkflowDetails,
} from '../workflow-editor';
import { WorkflowDetailsPanel } from './WorkflowDetailsPanel';
import { WorkflowPreview } from './WorkflowPreview';
import { WorkflowStepList } from './WorkflowStepList';

const WORKFLOW_STEPS_MAX = INPUT_LIMITS.WorkflowTemplateInput.steps.maxItems;

export const SAVE_TEMPLATE_FAILED = 'Failed to save template';

export interface WorkflowEditorProps {
  /** Absent for a new workflow. */
  templateId?: string;
  initialDetails: WorkflowDetails;
  initialSteps: EditorStep[];
  status?: WorkflowTemplateInput['status'];
  /** The stored template as loaded (its version guards the save). */
  template?: WorkflowTemplate;
}

const TEMPLATE_FIELD_LABELS = {
  name: 'Name',
  description: 'Description',
  type: 'Type',
  steps: 'Steps',
};

const compared = (details: WorkflowDetails, steps: EditorStep[]) => ({
  ...details,
  type: workflowTypeLabel(details.type),
  steps: steps.map((s) => s.name || '(unassigned)').join(' → '),
});

/** The template editor of /admin/settings/workflows/new and /{id} (spec 02 §2). */
export function WorkflowEditor({
  templateId,
  initialDetails,
  initialSteps,
  status,
  template,
}: WorkflowEditorProps) {
  const navigate = useNavigate();
  const save = useSaveWorkflowTemplate();
  const reread = useRereadWorkflowTemplate();
  const stale = useStaleRecord(template, () => reread(template!.id));
  const [details, setDetails] = useState(initialDetails);
  const [steps, setSteps] = useState(initialSteps);
  const [panel, setPanel] = useState({ open: false, key: 0 });
  const [stepErrors, setStepErrors] = useState<Record<string, string>>({});
  const { options, isLoading: optionsLoading } = useAssigneeOptions(details.type);
  const listHref = paths.admin.settings.workflows.getHref();

  const editSteps = (next: EditorStep[]) => {
    setSteps(next);
    setStepErrors({});
  };
  const handleAssign = (index: number, assigneeId: string) => {
    const label = options.find((o) => o.value === assigneeId)?.label ?? '';
    editSteps(steps.map((step, i) => (i === index ? assignStep(step, assigneeId, label) : step)));
  };
  const handleDetails = (next: WorkflowDetails) => {
    setSteps(changeType(steps, details.type, next.type));
    setDetails(next);
    setPanel((p) => ({ ...p, open: false }));
  };
  const handleSave = () => {
    const problems = workflowStepProblems(details.type, steps);
    if (problems.length > 0) {
      setStepErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      return;
    }
    save.mutate(
      { id: templateId, body: toTemplateInput(details, steps, status), version: stale.version },
      {
        onSuccess: () => void navigate(listHref),
        onError: (err) => {
          const onSteps = Object.entries(fieldErrorsOf(err)).filter(([f]) => f.startsWith('steps'));
          if (onSteps.length > 0) {
            setStepErrors(Object.fromEntries(onSteps));
            save.reset();
          } else void stale.handleError(err).then((isStale) => isStale && save.reset());
        },
      },
    );
  };

  const error = save.error ? getErrorMessage(save.error, SAVE_TEMPLATE_FAILED) : null;
  // 'All steps must have an assignee selected.' is said once, above the steps it marks.
  const stepsError =
    stepErrors.steps ??
    Object.values(stepErrors).find((message) => message === WORKFLOW_MESSAGES.assigneeRequired);
  const atStepLimit = steps.length >= WORKFLOW_STEPS_MAX;

  return (
    <Box>
      <Stack
        component="header"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 3 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {details.name || 'Untitled Workflow'}
          </Typography>
          {details.description ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {details.description}
            </Typography>
          ) : null}
          <Box sx={{ mt: 1 }}>
            <Badge label={workflowTypeLabel(details.type)} tone="blue" />
          </Box>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          <Button
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
            onClick={() => setPanel((p) => ({ open: true, key: p.key + 1 }))}
          >
            Edit Workflow Details
          </Button>
          <Button onClick={() => void navigate(listHref)}>Cancel</Button>
          <Button variant="contained" onClick={handleSave} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Template'}
          </Button>
        </Stack>
      </Stack>
      {error ? <ErrorBanner message={error} sx={{ mb: 2 }} /> : null}
      <StaleRecordAlert
        values={compared(details, steps)}
        theirs={stale.theirs ? compared(detailsOf(stale.theirs), stepsOf(stale.theirs)) : null}
        labels={TEMPLATE_FIELD_LABELS}
        onUseTheirs={() => {
          setDetails(detailsOf(stale.theirs!));
          setSteps(stepsOf(stale.theirs!));
        }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" component="section" aria-label="Add Workflow Steps" sx={{ p: 2 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}
          >
            <Typography variant="h6" component="h2">
              Add Workflow Steps
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                {`${steps.length} / ${WORKFLOW_STEPS_MAX} steps`}
              </Typography>
              <Button
                startIcon={<AddIcon />}
                disabled={atStepLimit}
                onClick={() => editSteps([...steps, newStep()])}
              >
                Add Step
              </Button>
            </Stack>
          </Stack>
          {stepsError ? <ErrorBanner message={stepsError} sx={{ mb: 2 }} /> : null}
          <WorkflowStepList
            type={details.type}
            steps={steps}
            options={options}
            optionsLoading={optionsLoading}
            errors={stepErrors}
            saidAbove={stepsError}
            onMove={(from, to) => editSteps(reorder(steps, from, to))}
            onAssign={handleAssign}
            onRemove={(index) => editSteps(steps.filter((_, i) => i !== index))}
          />
        </Paper>
        <WorkflowPreview type={details.type} steps={steps} options={options} />
      </Box>
      <WorkflowDetailsPanel
        open={panel.open}
        mode="edit"
        openKey={panel.key}
        initialValues={details}
        onClose={() => setPanel((p) => ({ ...p, open: false }))}
        onSubmit={handleDetails}
      />
    </Box>
  );
}
