import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SetupStep } from '@/lib/setup-checklist';

export interface SetupChecklistProps {
  steps: readonly SetupStep[];
  onDismiss: () => void;
}

export const SETUP_CHECKLIST_TITLE = 'Set up your organization';

/** A new organization's first steps, each ticked when done and linking to where it is done. */
export function SetupChecklist({ steps, onDismiss }: SetupChecklistProps) {
  const done = steps.filter((step) => step.done).length;
  return (
    <Card variant="outlined" component="section" aria-label={SETUP_CHECKLIST_TITLE} sx={{ mb: 3 }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          <div>
            <Typography variant="h6" component="h2">
              {SETUP_CHECKLIST_TITLE}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {done} of {steps.length} done
            </Typography>
          </div>
          <Button size="small" color="inherit" onClick={onDismiss}>
            Dismiss
          </Button>
        </Stack>
        <List
          disablePadding
          sx={{ mt: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}
        >
          {steps.map((step) => (
            <li key={step.id}>
              <ListItemButton component={RouterLink} to={step.href} sx={{ borderRadius: 1 }}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {step.done ? (
                    <CheckCircle color="success" aria-hidden />
                  ) : (
                    <RadioButtonUnchecked color="disabled" aria-hidden />
                  )}
                </ListItemIcon>
                <ListItemText primary={step.label} secondary={step.done ? 'Done' : 'To do'} />
              </ListItemButton>
            </li>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
