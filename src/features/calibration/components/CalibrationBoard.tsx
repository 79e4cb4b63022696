import Box from '@mui/material/Box';
import { DragDropContext, type DropResult } from '@hello-pangea/dnd';
import { cspNonce } from '@/config/csp';
import { changesAboutSelf } from '@/lib/approval-rules';
import { columnOf } from '@/lib/calibration';
import type { Calibration, CalibrationParticipant } from '@/api/resources/calibration';
import { ratingOfColumn } from '../calibration-text';
import { RatingColumn } from './RatingColumn';

export interface CalibrationBoardProps {
  view: Calibration;
  canMove: boolean;
  /** The viewer's own record is marked and never moved (the server refuses it). */
  viewerEmployeeId?: string | null;
  onMove: (participant: CalibrationParticipant, rating: number) => void;
}

/**
 * One column per rating with its participants. Drag a card to another rating column (keyboard:
 * focus the card, space, arrows, space) or use its menu; either asks for a reason before moving.
 */
export function CalibrationBoard({
  view,
  canMove,
  viewerEmployeeId,
  onMove,
}: CalibrationBoardProps) {
  const metric = view.ratingMetric!;
  const scale = { min: metric.minValue, max: metric.maxValue };
  const ratings = view.distribution.map((row) => row.rating);
  const byId = new Map(view.participants.map((p) => [p.participantId, p]));
  const columns = new Map<number | null, CalibrationParticipant[]>(
    ratings.map((rating) => [rating, []]),
  );
  for (const participant of view.participants)
    columns.get(columnOf(participant.rating, scale))?.push(participant);

  const isOwn = (p: CalibrationParticipant) =>
    changesAboutSelf(p.employeeId, { employeeId: viewerEmployeeId });
  const targetsOf = (p: CalibrationParticipant) =>
    canMove && !isOwn(p)
      ? ratings.filter((r): r is number => r !== null && r !== columnOf(p.rating, scale))
      : [];

  const handleDragEnd = ({ draggableId, source, destination }: DropResult) => {
    if (!destination || destination.droppableId === source.droppableId) return;
    const participant = byId.get(draggableId);
    const rating = ratingOfColumn(destination.droppableId);
    if (participant && rating !== null && targetsOf(participant).includes(rating))
      onMove(participant, rating);
  };

  return (
    <DragDropContext onDragEnd={handleDragEnd} nonce={cspNonce}>
      <Box
        sx={{
          // Columns wrap onto a second row rather than hiding off the side of the page.
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          gap: 2,
          pb: 1,
        }}
      >
        {view.distribution.map((row) => (
          <RatingColumn
            key={row.label}
            row={row}
            people={columns.get(row.rating) ?? []}
            currency={view.currency}
            canMove={canMove}
            targetsOf={targetsOf}
            isOwn={isOwn}
            onMove={onMove}
          />
        ))}
      </Box>
    </DragDropContext>
  );
}
