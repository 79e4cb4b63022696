import { useCallback, type CSSProperties } from 'react';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import type { DraggableProvided } from '@hello-pangea/dnd';
import type { CalibrationParticipant } from '@/api/resources/calibration';
import { ParticipantCard } from './ParticipantCard';

export interface BoardCardProps {
  participant: CalibrationParticipant;
  currency: string;
  canMove: boolean;
  /** The viewer's own record: marked, without a drag handle. */
  own?: boolean;
  /** Ratings the participant may be moved to (the card's menu). */
  targets: number[];
  onMove: (participant: CalibrationParticipant, rating: number) => void;
  provided: DraggableProvided;
  isDragging: boolean;
  /** An item of its column's list, or the clone that follows the pointer while dragging. */
  component: 'li' | 'div';
  /** Where the column's virtual list places it. */
  position?: CSSProperties;
  /** Its position in the column, which the virtual list measures it by. */
  index?: number;
  measureRef?: (element: HTMLElement | null) => void;
}

/** A draggable participant card: the drag handle beside the card, whose own menu moves it too. */
export function BoardCard({
  participant,
  currency,
  canMove,
  own,
  targets,
  onMove,
  provided,
  isDragging,
  component,
  position,
  index,
  measureRef,
}: BoardCardProps) {
  const { innerRef } = provided;
  const ref = useCallback(
    (element: HTMLElement | null) => {
      innerRef(element);
      measureRef?.(element);
    },
    [innerRef, measureRef],
  );
  return (
    <Box
      component={component}
      ref={ref}
      {...provided.draggableProps}
      style={{ ...provided.draggableProps.style, ...position }}
      data-index={index}
      aria-label={participant.employeeName}
      // The gap below each card is part of it, so the list's measure of it keeps the gap.
      sx={{ listStyle: 'none', pb: component === 'li' ? 1 : 0 }}
    >
      {/* The handle is beside the card, not around it: the card's menu button must not sit inside another button. */}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 0.5,
          p: 1,
          pl: 0.5,
          '& > :last-child': { flex: 1, minWidth: 0 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          boxShadow: isDragging ? 4 : 0,
        }}
      >
        {own ? (
          <Box component="span" sx={{ width: 20, flex: 'none' }} />
        ) : (
          <Box
            component="span"
            {...provided.dragHandleProps}
            aria-label={`Drag ${participant.employeeName}`}
            sx={{
              display: 'inline-flex',
              color: 'text.secondary',
              cursor: canMove ? 'grab' : 'default',
              borderRadius: 0.5,
            }}
          >
            <DragIndicatorIcon fontSize="small" />
          </Box>
        )}
        <ParticipantCard
          participant={participant}
          own={own}
          currency={currency}
          targets={targets}
          onMove={onMove}
        />
      </Box>
    </Box>
  );
}
