import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { DiscardGuardContext, useDiscardGuard } from './discard-guard';
import { useOpenings } from './use-openings';

// Spec 02 §9: "Slide-over transition: 500 ms."
const TRANSITION_MS = 500;

export interface SlideOverProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Footer buttons; a submit button can target a form inside with `form="<form id>"`. */
  actions?: ReactNode;
  width?: number;
  /** Changes the panel knows of itself; formik forms inside report theirs (FormDirtyReporter). */
  dirty?: boolean;
}

/**
 * Right-side panel (full width on phones) with a title, a close button, scrolling content and
 * footer actions. Escape, the backdrop and the close button ask before losing a changed form; an
 * Escape in a drop-down is the drop-down's (it closes its list, never the panel).
 */
export function SlideOver({
  open,
  onClose,
  title,
  children,
  actions,
  width = 480,
  dirty,
}: SlideOverProps) {
  const titleId = useId();
  const guard = useDiscardGuard(onClose, dirty, open);
  const openings = useOpenings(open);
  return (
    <DiscardGuardContext.Provider value={guard}>
      <Drawer
        anchor="right"
        open={open}
        onClose={guard.handleModalClose}
        transitionDuration={TRANSITION_MS}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { width: { xs: '100%', sm: width }, display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 2 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton aria-label="Close" onClick={guard.requestClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box key={openings} sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2 }}>
          {children}
        </Box>
        {actions ? (
          <>
            <Divider />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 3, py: 2 }}>
              {actions}
            </Box>
          </>
        ) : null}
      </Drawer>
    </DiscardGuardContext.Provider>
  );
}
