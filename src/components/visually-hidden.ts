/**
 * Text for screen readers only. Sizes are strings on purpose: MUI's `sx` reads a bare `width: 1`
 * as 100%, which made a hidden label widen the stage page to 1,791 px.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
