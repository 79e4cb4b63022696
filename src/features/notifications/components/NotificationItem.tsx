import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoment } from '@/lib/nudges';
import type { AppNotification } from '../api/notifications';

export interface NotificationItemProps {
  notification: AppNotification;
  onRead: (id: string) => void;
}

/** One notification: unread ones are bold with a dot; a click marks it read. */
export function NotificationItem({ notification, onRead }: NotificationItemProps) {
  const unread = notification.readAt === null;
  return (
    <ListItem disablePadding>
      <ListItemButton
        alignItems="flex-start"
        onClick={() => (unread ? onRead(notification.id) : undefined)}
        aria-label={`${unread ? 'Unread: ' : ''}${notification.title}`}
        sx={{ gap: 1.5 }}
      >
        <Box
          aria-hidden
          sx={{
            mt: 1,
            width: 8,
            height: 8,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <ListItemText
          primary={notification.title}
          secondary={
            <>
              <Typography
                component="span"
                variant="body2"
                sx={{ display: 'block', whiteSpace: 'pre-line', color: 'text.primary' }}
              >
                {notification.body}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary">
                {formatMoment(notification.createdAt)}
              </Typography>
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 400 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
