import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { cspNonce } from '@/config/csp';
import { reorder } from '@/lib/reorder';
import { sortByOrder, type ColumnSetting } from './column-settings';

export interface ColumnSettingsMenuProps {
  columns: ColumnSetting[];
  onChange: (columns: ColumnSetting[]) => void;
  label?: string;
}

/** 'Columns' button with a popover to show, hide and drag-reorder table columns (keyboard: space + arrows). */
export function ColumnSettingsMenu({
  columns,
  onChange,
  label = 'Columns',
}: ColumnSettingsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const sorted = sortByOrder(columns);

  const handleDragEnd = ({ source, destination }: DropResult) => {
    if (!destination || destination.index === source.index) return;
    onChange(
      reorder(sorted, source.index, destination.index).map((column, order) => ({
        ...column,
        order,
      })),
    );
  };
  const handleToggle = (key: string) => {
    onChange(
      sorted.map((column) =>
        column.key === key ? { ...column, visible: !column.visible } : column,
      ),
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { minWidth: 260 } } }}
      >
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
          Show and reorder columns
        </Typography>
        <DragDropContext onDragEnd={handleDragEnd} nonce={cspNonce}>
          <Droppable droppableId="column-settings">
            {(droppable) => (
              <List dense ref={droppable.innerRef} {...droppable.droppableProps}>
                {sorted.map((column, index) => (
                  <Draggable key={column.key} draggableId={column.key} index={index}>
                    {(draggable) => (
                      <ListItem
                        ref={draggable.innerRef}
                        {...draggable.draggableProps}
                        sx={{ gap: 1, bgcolor: 'background.paper' }}
                      >
                        <Box
                          {...draggable.dragHandleProps}
                          aria-label={`Reorder ${column.label}`}
                          sx={{ display: 'flex', color: 'text.secondary', cursor: 'grab' }}
                        >
                          <DragIndicatorIcon fontSize="small" />
                        </Box>
                        <FormControlLabel
                          label={column.label}
                          control={
                            <Checkbox
                              size="small"
                              checked={column.visible}
                              onChange={() => handleToggle(column.key)}
                            />
                          }
                        />
                      </ListItem>
                    )}
                  </Draggable>
                ))}
                {droppable.placeholder}
              </List>
            )}
          </Droppable>
        </DragDropContext>
      </Popover>
    </>
  );
}
