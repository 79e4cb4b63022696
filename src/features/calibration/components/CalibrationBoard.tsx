import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { cspNonce } from '@/config/csp';
import { columnOf } from '@/lib/calibration';
import { formatMoney } from '@/lib/money';
import type { Calibration, CalibrationParticipant } from '@/api/resources/calibration';
import { columnId, ratingName, ratingOfColumn } from '../calibration-text';
import { ParticipantCard } from './ParticipantCard';

export interface CalibrationBoardProps {
  view: Calibration;
  canMove: boolean;
  onMove: (participant: CalibrationParticipant, rating: number) => void;
}

/**
 * One column per rating with its participants. Drag a card to another rating column (keyboard:
 * focus the card, space, arrows, space) or use its menu; either asks for a reason before moving.
 */
export function CalibrationBoard({ view, canMove, onMove }: CalibrationBoardProps) {
  const metric = view.ratingMetric!;
  const scale = { min: metric.minValue, max: metric.maxValue };
  const ratings = view.distribution.map((row) => row.rating);
  const byId = new Map(view.participants.map((p) => [p.participantId, p]));

  const handleDragEnd = ({ draggableId, source, destination }: DropResult) => {
    if (!destination || destination.droppableId === source.droppableId) return;
    const participant = byId.get(draggableId);
    const rating = ratingOfColumn(destination.droppableId);
    if (participant && rating !== null) onMove(participant, rating);
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
        {view.distribution.map((row) => {
          const people = view.participants.filter((p) => columnOf(p.rating, scale) === row.rating);
          const moveTargets = (p: CalibrationParticipant) =>
            canMove
              ? ratings.filter((r): r is number => r !== null && r !== columnOf(p.rating, scale))
              : [];
          return (
            <Paper
              key={row.label}
              variant="outlined"
              component="section"
              aria-label={ratingName(row.rating)}
              sx={{ p: 1.5, display: 'flex', flexDirection: 'column', minHeight: 200 }}
            >
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {ratingName(row.rating)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                <span data-testid="column-count">{row.count}</span>{' '}
                {row.count === 1 ? 'participant' : 'participants'}
                {row.share !== null ? ` · ${row.share}%` : ''}
                {row.targetShare !== null ? ` (target ${row.targetShare}%)` : ''}
              </Typography>
              <Typography variant="caption" component="div" sx={{ mb: 1 }}>
                Proposed increase: {formatMoney(row.proposedIncrease, view.currency)}
              </Typography>
              <Droppable
                droppableId={columnId(row.rating)}
                isDropDisabled={!canMove || row.rating === null}
              >
                {(droppable, snapshot) => (
                  <Box
                    ref={droppable.innerRef}
                    {...droppable.droppableProps}
                    component="ul"
                    sx={{
                      listStyle: 'none',
                      m: 0,
                      p: 0.5,
                      flex: 1,
                      borderRadius: 1,
                      bgcolor: snapshot.isDraggingOver ? 'action.hover' : undefined,
                    }}
                  >
                    {people.map((participant, index) => (
                      <Draggable
                        key={participant.participantId}
                        draggableId={participant.participantId}
                        index={index}
                        isDragDisabled={!canMove}
                      >
                        {(draggable, drag) => (
                          // The handle is beside the card, not around it: the card's own menu
                          // button must not sit inside another button.
                          <Box
                            component="li"
                            ref={draggable.innerRef}
                            {...draggable.draggableProps}
                            aria-label={participant.employeeName}
                            sx={{
                              display: 'flex',
                              alignItems: 'flex-start',
                              gap: 0.5,
                              mb: 1,
                              p: 1,
                              pl: 0.5,
                              '& > :last-child': { flex: 1, minWidth: 0 },
                              border: 1,
                              borderColor: 'divider',
                              borderRadius: 1,
                              bgcolor: 'background.paper',
                              boxShadow: drag.isDragging ? 4 : 0,
                            }}
                          >
                            <Box
                              component="span"
                              {...draggable.dragHandleProps}
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
                            <ParticipantCard
                              participant={participant}
                              currency={view.currency}
                              targets={moveTargets(participant)}
                              onMove={onMove}
                            />
                          </Box>
                        )}
                      </Draggable>
                    ))}
                    {droppable.placeholder}
                  </Box>
                )}
              </Droppable>
            </Paper>
          );
        })}
      </Box>
    </DragDropContext>
  );
}
