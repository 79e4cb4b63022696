import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { Badge, type BadgeTone } from '@/components/Badge';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { formatDay } from '@/lib/day-format';
import { formatMoment } from '@/lib/nudges';
import { type ReminderEntry, useReminderSchedule } from '@/api/resources/notifications';
import { ENTRY_STATUS_LABELS, NUDGE_TEXT } from '../nudge-text';
import { ReminderScheduleDialog } from './ReminderScheduleDialog';

export interface ReminderSchedulePanelProps {
  cycleId: string;
}

const TONES: Record<ReminderEntry['status'], BadgeTone> = {
  sent: 'emerald',
  due: 'yellow',
  upcoming: 'blue',
  skipped: 'zinc',
  off: 'zinc',
};

const daysLabel = (days: number) =>
  days === 0 ? 'On the end date' : `${days} day${days === 1 ? '' : 's'} before the end`;

function entryDetail(entry: ReminderEntry): string {
  if (entry.status !== 'sent') return daysLabel(entry.offsetDays);
  const people = entry.recipientCount === 1 ? '1 person' : `${entry.recipientCount ?? 0} people`;
  return `${daysLabel(entry.offsetDays)} · sent ${formatMoment(entry.sentAt)} to ${people}`;
}

/** The cycle's automatic reminders as a schedule (sent / upcoming / …), editable by admins. */
export function ReminderSchedulePanel({ cycleId }: ReminderSchedulePanelProps) {
  const schedule = useReminderSchedule(cycleId);
  const [editing, setEditing] = useState(false);
  const headingId = `reminders-${cycleId}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {NUDGE_TEXT.scheduleTitle}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            sx={{ ml: 'auto', flexShrink: 0 }}
            disabled={!schedule.data}
            onClick={() => setEditing(true)}
          >
            {NUDGE_TEXT.scheduleEdit}
          </Button>
        </Stack>
        {schedule.isPending ? (
          <LoadingState minHeight={80} />
        ) : schedule.isError ? (
          <ErrorBanner
            message={getErrorMessage(schedule.error, NUDGE_TEXT.scheduleFailed)}
            onRetry={() => void schedule.refetch()}
          />
        ) : schedule.data.entries.length === 0 ? (
          <EmptyState text={NUDGE_TEXT.scheduleEmpty} />
        ) : (
          <>
            {schedule.data.enabled ? null : (
              <Typography variant="body2" color="text.secondary">
                {NUDGE_TEXT.scheduleOff}
              </Typography>
            )}
            <List dense aria-label={NUDGE_TEXT.scheduleTitle}>
              {schedule.data.entries.map((entry) => (
                <ListItem
                  key={`${entry.offsetDays}-${entry.date}`}
                  disableGutters
                  secondaryAction={
                    <Badge label={ENTRY_STATUS_LABELS[entry.status]} tone={TONES[entry.status]} />
                  }
                >
                  <ListItemText primary={formatDay(entry.date)} secondary={entryDetail(entry)} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
      {schedule.data && editing ? (
        <ReminderScheduleDialog open schedule={schedule.data} onClose={() => setEditing(false)} />
      ) : null}
    </Card>
  );
}
