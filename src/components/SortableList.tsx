import type { ReactNode } from 'react';
import List, { type ListProps } from '@mui/material/List';
import {
  DragDropContext,
  Draggable,
  Droppable,
  type DraggableProvided,
  type DraggableStateSnapshot,
  type DropResult,
} from '@hello-pangea/dnd';
import { cspNonce } from '@/config/csp';

export interface SortableListProps<T> extends Omit<ListProps, 'ref' | 'children'> {
  /** Names the drop area; unique on the page. */
  droppableId: string;
  items: readonly T[];
  getKey: (item: T) => string;
  /** An item dropped elsewhere: from and to are positions in `items`. */
  onMove: (from: number, to: number) => void;
  /** The item's row: spread `draggable.draggableProps` on it and `dragHandleProps` on its handle. */
  renderItem: (
    item: T,
    index: number,
    draggable: DraggableProvided,
    snapshot: DraggableStateSnapshot,
  ) => ReactNode;
}

/** A list whose items are dragged into order (keyboard: focus the handle, space, arrows, space). */
export function SortableList<T>({
  droppableId,
  items,
  getKey,
  onMove,
  renderItem,
  ...listProps
}: SortableListProps<T>) {
  const handleDragEnd = ({ source, destination }: DropResult) => {
    if (destination && destination.index !== source.index) onMove(source.index, destination.index);
  };
  return (
    <DragDropContext onDragEnd={handleDragEnd} nonce={cspNonce}>
      <Droppable droppableId={droppableId}>
        {(droppable) => (
          <List {...listProps} ref={droppable.innerRef} {...droppable.droppableProps}>
            {items.map((item, index) => (
              <Draggable key={getKey(item)} draggableId={getKey(item)} index={index}>
                {(draggable, snapshot) => renderItem(item, index, draggable, snapshot)}
              </Draggable>
            ))}
            {droppable.placeholder}
          </List>
        )}
      </Droppable>
    </DragDropContext>
  );
}
