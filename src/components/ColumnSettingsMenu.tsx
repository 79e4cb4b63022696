import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItem from '@mui/material/ListItem';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { reorder } from '@/lib/reorder';
import { sortByOrder, type ColumnSetting } from './column-settings';
import type { SortableList as SortableListType } from './SortableList';

// The drag-and-drop library loads when the list is first wanted, not with the table's page.
const loadSortableList = () => import('./SortableList');
const SortableList = lazy(() =>
  loadSortableList().then((module) => ({ default: module.SortableList })),
) as typeof SortableListType;

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

  const handleMove = (from: number, to: number) => {
    onChange(
      reorder(sorted, from, to).map((column, order) => ({
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
        onPointerEnter={loadSortableList}
        onFocus={loadSortableList}
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
        <Suspense
          fallback={<Skeleton variant="rounded" height={columns.length * 40} sx={{ m: 2 }} />}
        >
          <SortableList
            droppableId="column-settings"
            dense
            items={sorted}
            getKey={(column) => column.key}
            onMove={handleMove}
            renderItem={(column, _index, draggable) => (
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
          />
        </Suspense>
      </Popover>
    </>
  );
}
