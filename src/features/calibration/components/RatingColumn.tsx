import { useCallback, useRef, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Draggable, Droppable, type DroppableProvided } from '@hello-pangea/dnd';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { formatMoney } from '@/lib/money';
import type { Calibration, CalibrationParticipant } from '@/api/resources/calibration';
import { columnId, ratingName } from '../calibration-text';
import { BoardCard } from './BoardCard';

/** A column of up to this many cards renders every card in the page's flow; a longer one only those in view. */
export const WHOLE_COLUMN_UP_TO = 50;
/** Cards rendered beyond the visible ones, each side (drag and drop needs at least one). */
const OVERSCAN = 4;
/** A card's height before it is measured (name, role, increase, compa-ratio). */
const CARD_ESTIMATE = 112;
/** No card is shorter: an element not laid out yet (hidden) measures 0. */
const CARD_MIN = 56;
/** The tallest a column's list grows before it scrolls. */
const COLUMN_MAX_HEIGHT = 560;

export interface RatingColumnProps {
  row: Calibration['distribution'][number];
  people: CalibrationParticipant[];
  currency: string;
  canMove: boolean;
  targetsOf: (participant: CalibrationParticipant) => number[];
  isOwn: (participant: CalibrationParticipant) => boolean;
  onMove: (participant: CalibrationParticipant, rating: number) => void;
}

/**
 * One rating's column: its count, share and budget, and its participants in a virtual list (the
 * drag and drop's `virtual` mode): a rating of 10,000 people keeps a few dozen cards in the page.
 */
export function RatingColumn({
  row,
  people,
  currency,
  canMove,
  targetsOf,
  isOwn,
  onMove,
}: RatingColumnProps) {
  const scrollElement = useRef<HTMLElement | null>(null);
  const virtual = people.length > WHOLE_COLUMN_UP_TO;
  const virtualizer = useVirtualizer<HTMLElement, HTMLElement>({
    count: virtual ? people.length : 0,
    getScrollElement: () => scrollElement.current,
    estimateSize: () => CARD_ESTIMATE,
    measureElement: (element, entry, instance) =>
      Math.max(measureElement(element, entry, instance), CARD_MIN),
    // A box not laid out yet measures 0 and would show no card: count it at its full height.
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) =>
        onRect(rect.height > 0 ? rect : { ...rect, height: COLUMN_MAX_HEIGHT }),
      ),
    getItemKey: (index) => people[index]?.participantId ?? index,
    overscan: OVERSCAN,
  });
  const measureRef = virtualizer.measureElement;
  const items: { index: number; start: number | null }[] = virtual
    ? virtualizer.getVirtualItems()
    : people.map((_, index) => ({ index, start: null }));
  const card = (participant: CalibrationParticipant) => ({
    participant,
    currency,
    canMove: targetsOf(participant).length > 0,
    own: isOwn(participant),
    targets: targetsOf(participant),
    onMove,
  });

  return (
    <Paper
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
        Proposed increase: {formatMoney(row.proposedIncrease, currency)}
      </Typography>
      <Droppable
        droppableId={columnId(row.rating)}
        isDropDisabled={!canMove || row.rating === null}
        mode="virtual"
        // The dragged card may scroll out of its list and unmount: a clone follows the pointer.
        renderClone={(provided, snapshot, rubric) => (
          <BoardCard
            {...card(people[rubric.source.index]!)}
            provided={provided}
            isDragging={snapshot.isDragging}
            component="div"
          />
        )}
      >
        {(droppable, snapshot) => (
          <ColumnScroller
            innerRef={droppable.innerRef}
            scrollRef={scrollElement}
            droppableProps={droppable.droppableProps}
            highlighted={snapshot.isDraggingOver}
          >
            <Box
              component="ul"
              sx={{
                position: 'relative',
                m: 0,
                p: 0,
                height: virtual ? virtualizer.getTotalSize() : undefined,
                // The virtual mode has no placeholder: room for the card dragged in.
                boxSizing: 'content-box',
                pb: snapshot.isUsingPlaceholder ? `${CARD_ESTIMATE}px` : 0,
              }}
            >
              {items.map((item) => {
                const participant = people[item.index]!;
                return (
                  <Draggable
                    key={participant.participantId}
                    draggableId={participant.participantId}
                    index={item.index}
                    isDragDisabled={targetsOf(participant).length === 0}
                  >
                    {(provided, drag) => (
                      <BoardCard
                        {...card(participant)}
                        provided={provided}
                        isDragging={drag.isDragging}
                        component="li"
                        {...(item.start === null
                          ? {}
                          : {
                              index: item.index,
                              measureRef,
                              position: {
                                position: 'absolute',
                                top: item.start,
                                left: 0,
                                width: '100%',
                              },
                            })}
                      />
                    )}
                  </Draggable>
                );
              })}
            </Box>
          </ColumnScroller>
        )}
      </Droppable>
    </Paper>
  );
}

interface ColumnScrollerProps {
  innerRef: (element: HTMLElement | null) => void;
  scrollRef: RefObject<HTMLElement | null>;
  droppableProps: DroppableProvided['droppableProps'];
  highlighted: boolean;
  children: ReactNode;
}

/** The column's scroll box: the drop target and the element the virtual list scrolls. */
function ColumnScroller({
  innerRef,
  scrollRef,
  droppableProps,
  highlighted,
  children,
}: ColumnScrollerProps) {
  const ref = useCallback(
    (element: HTMLElement | null) => {
      innerRef(element);
      scrollRef.current = element;
    },
    [innerRef, scrollRef],
  );
  return (
    <Box
      ref={ref}
      {...droppableProps}
      sx={{
        flex: 1,
        minHeight: 96,
        maxHeight: COLUMN_MAX_HEIGHT,
        overflowY: 'auto',
        p: 0.5,
        borderRadius: 1,
        bgcolor: highlighted ? 'action.hover' : undefined,
      }}
    >
      {children}
    </Box>
  );
}
