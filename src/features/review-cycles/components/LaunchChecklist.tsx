import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { LaunchCheck } from '@/api/resources/review-cycles';
import { LAUNCH_TEXT } from '../launch-text';

export interface LaunchChecklistProps {
  checks: LaunchCheck[];
  /** Where to fix a check that is not ready (a link or a button), if anywhere. */
  fixOf?: (check: LaunchCheck) => ReactNode;
}

function stateOf(check: LaunchCheck) {
  if (check.ready) return { label: LAUNCH_TEXT.ready, icon: <CheckCircleIcon color="success" /> };
  if (check.required) return { label: LAUNCH_TEXT.missing, icon: <ErrorIcon color="error" /> };
  return { label: LAUNCH_TEXT.warning, icon: <WarningAmberIcon color="warning" /> };
}

/** What a cycle has and lacks for its launch: one line per check, with where to fix it. */
export function LaunchChecklist({ checks, fixOf }: LaunchChecklistProps) {
  return (
    <List dense aria-label={LAUNCH_TEXT.checklist}>
      {checks.map((check) => {
        const state = stateOf(check);
        return (
          <ListItem
            key={check.key}
            aria-label={`${check.label}: ${state.label}`}
            secondaryAction={check.ready ? null : fixOf?.(check)}
            sx={(theme) => ({
              pr: check.ready ? 2 : 20,
              // On a phone the fix goes under the message, which keeps the dialog's width.
              [theme.breakpoints.down('sm')]: check.ready
                ? {}
                : {
                    pr: 2,
                    flexWrap: 'wrap',
                    '& .MuiListItemText-root': { flex: '1 1 calc(100% - 36px)' },
                    '& .MuiListItemSecondaryAction-root': {
                      position: 'static',
                      transform: 'none',
                      width: '100%',
                      pl: '36px',
                    },
                  },
            })}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Box component="span" role="img" aria-label={state.label} sx={{ display: 'flex' }}>
                {state.icon}
              </Box>
            </ListItemIcon>
            <ListItemText primary={check.label} secondary={check.message} />
          </ListItem>
        );
      })}
    </List>
  );
}
