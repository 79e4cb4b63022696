import DeleteIcon from '@mui/icons-material/Delete';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export interface RowActionsProps {
  /** The row's name: the buttons read "Edit <name>" and "Delete <name>". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** `outlined`: outlined icons without tooltips (the review settings' lists). */
  variant?: 'tooltips' | 'outlined';
}

/** A table row's Edit and Delete buttons. */
export function RowActions({ name, onEdit, onDelete, variant = 'tooltips' }: RowActionsProps) {
  if (variant === 'outlined') {
    return (
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
        <IconButton aria-label={`Edit ${name}`} onClick={onEdit} size="small">
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
        <IconButton aria-label={`Delete ${name}`} onClick={onDelete} size="small">
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
    );
  }
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Tooltip title="Edit">
        <IconButton size="small" aria-label={`Edit ${name}`} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton size="small" color="error" aria-label={`Delete ${name}`} onClick={onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
