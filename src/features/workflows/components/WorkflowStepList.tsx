import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { SortableList } from '@/components/SortableList';
import type { WorkflowType } from '@/lib/workflows';
import type { AssigneeOption } from '../use-assignee-options';
import type { EditorStep } from '../workflow-editor';

export interface WorkflowStepListProps {
  type: WorkflowType;
  steps: EditorStep[];
  options: AssigneeOption[];
  optionsLoading: boolean;
  /** Messages by the request's field path, e.g. `steps[2].assigneeId`. */
  errors?: Record<string, string>;
  /** A message already shown above the list: its steps are marked without repeating it. */
  saidAbove?: string;
  onMove: (from: number, to: number) => void;
  onAssign: (index: number, assigneeId: string) => void;
  onRemove: (index: number) => void;
}

/** Draggable steps, each with one select (spec 02 §2); keyboard: focus the handle, space, arrows, space. */
export function WorkflowStepList({
  type,
  steps,
  options,
  optionsLoading,
  errors = {},
  saidAbove,
  onMove,
  onAssign,
  onRemove,
}: WorkflowStepListProps) {
  const placeholder =
    type === 'approvalChain' ? 'Select an Assignee...' : 'Select a Review Stage...';
  const label = type === 'approvalChain' ? 'Assignee' : 'Review Stage';
  const loading = type === 'approvalChain' && optionsLoading;
  // A review stage is gone through once per cycle: a stage another step uses is not offered again.
  const usedBy = new Map<string, number>();
  if (type === 'reviewCycle')
    steps.forEach(
      (s, i) => s.assigneeId && !usedBy.has(s.assigneeId) && usedBy.set(s.assigneeId, i),
    );

  return (
    <SortableList
      droppableId="workflow-steps"
      items={steps}
      getKey={(step) => step.key}
      onMove={onMove}
      disablePadding
      aria-label="Workflow steps"
      renderItem={(step, index, draggable, snapshot) => {
        // A stored assignee that is no longer offered still shows its name.
        const stepOptions =
          step.assigneeId && !options.some((o) => o.value === step.assigneeId)
            ? [...options, { value: step.assigneeId, label: step.name || step.assigneeId }]
            : options;
        const error = errors[`steps[${index}].assigneeId`];
        return (
          <ListItem
            ref={draggable.innerRef}
            {...draggable.draggableProps}
            sx={{
              gap: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              mb: 1,
              px: 1,
              bgcolor: 'background.paper',
              boxShadow: snapshot.isDragging ? 4 : 0,
            }}
          >
            <Box
              {...draggable.dragHandleProps}
              aria-label={`Reorder step ${index + 1}`}
              sx={{ display: 'flex', color: 'text.secondary', cursor: 'grab' }}
            >
              <DragIndicatorIcon fontSize="small" />
            </Box>
            <Typography sx={{ fontWeight: 600, minWidth: 20 }}>{index + 1}</Typography>
            <TextField
              select
              size="small"
              fullWidth
              label={`${label} for step ${index + 1}`}
              value={step.assigneeId}
              error={Boolean(error)}
              helperText={error === saidAbove ? undefined : error}
              onChange={(event) => onAssign(index, event.target.value)}
              slotProps={{
                inputLabel: { shrink: true },
                select: {
                  displayEmpty: true,
                  renderValue: (value) =>
                    value ? (
                      (stepOptions.find((o) => o.value === value)?.label ?? String(value))
                    ) : (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {loading ? 'Loading options...' : placeholder}
                      </Box>
                    ),
                },
              }}
            >
              {loading ? (
                <MenuItem value="" disabled>
                  Loading options...
                </MenuItem>
              ) : (
                <MenuItem value="" disabled>
                  {placeholder}
                </MenuItem>
              )}
              {stepOptions.map((option) => {
                const other = usedBy.get(option.value);
                const taken = other !== undefined && other !== index;
                return (
                  <MenuItem key={option.value} value={option.value} disabled={taken}>
                    {taken ? `${option.label} (used in step ${other + 1})` : option.label}
                  </MenuItem>
                );
              })}
            </TextField>
            <IconButton
              aria-label={`Delete step ${index + 1}`}
              onClick={() => onRemove(index)}
              size="small"
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </ListItem>
        );
      }}
    />
  );
}
