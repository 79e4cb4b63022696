import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import Tooltip from '@mui/material/Tooltip';

const wrapStyle = { display: 'inline-flex' } as const;
/** MUI's own delays: before a tooltip opens, and how long it stays after a touch ends. */
const ENTER_DELAY_MS = 100;
const TOUCH_LEAVE_DELAY_MS = 1500;

/**
 * MUI's Tooltip for what fills every row of a long table, mounted only while its control is
 * pointed at, pressed or focused from the keyboard. A Tooltip per row re-rendered its hooks and its closed
 * Popper on every re-sort. The control itself keeps its accessible name (its `aria-label`).
 */
export function HoverTooltip({ title, children }: { title: string; children: ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (element: HTMLElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAnchor(element), ENTER_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setAnchor(null);
  };
  // On a touch screen, as MUI's: a press shows it, and it goes a moment after the finger lifts.
  const hideLater = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAnchor(null), TOUCH_LEAVE_DELAY_MS);
  };
  const onFocus = (event: FocusEvent<HTMLSpanElement>) => {
    // As MUI's: a focus from the keyboard opens it, not one from a click.
    if (event.target instanceof Element && event.target.matches(':focus-visible'))
      show(event.currentTarget);
  };
  return (
    <span
      style={wrapStyle}
      onMouseEnter={(event) => show(event.currentTarget)}
      onMouseLeave={hide}
      onFocus={onFocus}
      onBlur={hide}
      onTouchStart={(event) => show(event.currentTarget)}
      onTouchEnd={hideLater}
    >
      {children}
      {anchor ? (
        <Tooltip open title={title} slotProps={{ popper: { anchorEl: anchor } }}>
          <span hidden />
        </Tooltip>
      ) : null}
    </span>
  );
}
