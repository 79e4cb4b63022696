import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { WorkflowType } from '@/lib/workflows';
import type { AssigneeOption } from '../use-assignee-options';
import type { EditorStep } from '../workflow-editor';

export interface WorkflowPreviewProps {
  type: WorkflowType;
  steps: EditorStep[];
  options: AssigneeOption[];
}

/** The sticky 'Workflow Preview': numbered steps with their assignee (spec 02 §2). */
export function WorkflowPreview({ type, steps, options }: WorkflowPreviewProps) {
  const caption = type === 'approvalChain' ? 'Approver' : 'Review stage';
  const labelOf = (step: EditorStep) =>
    options.find((o) => o.value === step.assigneeId)?.label || step.name || 'No assignee selected';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Workflow Preview"
      sx={{ p: 2, position: { md: 'sticky' }, top: { md: 16 } }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Workflow Preview
      </Typography>
      {steps.length === 0 ? (
        <Typography color="text.secondary">Add steps to see a preview.</Typography>
      ) : (
        <List dense disablePadding component="ol">
          {steps.map((step, index) => (
            <ListItem key={step.key} disableGutters component="li">
              <ListItemAvatar sx={{ minWidth: 44 }}>
                <Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'primary.main' }}>
                  {index + 1}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={labelOf(step)} secondary={caption} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
