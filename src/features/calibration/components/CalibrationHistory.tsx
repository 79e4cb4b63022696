import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CalibrationMove } from '@/api/resources/calibration';
import { ratingName, recommendationChangeText } from '../calibration-text';

export interface CalibrationHistoryProps {
  history: CalibrationMove[];
  currency: string;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatDateTime = (at: string) => dateTime.format(new Date(at));

function describe(event: CalibrationMove): string {
  if (event.kind === 'lock') return 'Locked calibration';
  if (event.kind === 'unlock') return 'Unlocked calibration';
  return `Moved ${event.employeeName ?? 'a participant'} from ${ratingName(event.fromRating)} to ${ratingName(event.toRating)}`;
}

/** Every move, lock and unlock, newest first: what, who, when and why. */
export function CalibrationHistory({ history, currency }: CalibrationHistoryProps) {
  if (history.length === 0) return <Typography color="text.secondary">No changes yet.</Typography>;
  return (
    <List dense aria-label="Calibration history" disablePadding>
      {history.map((event) => (
        <ListItem key={event.id} disableGutters divider>
          <ListItemText
            primary={
              event.recommendationChange ? (
                <>
                  {describe(event)}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {recommendationChangeText(event.recommendationChange, event.toRating, currency)}
                  </Typography>
                </>
              ) : (
                describe(event)
              )
            }
            secondary={`${event.actorName} · ${formatDateTime(event.at)}${event.reason ? ` · ${event.reason}` : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
