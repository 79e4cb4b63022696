import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatMoment } from '@/lib/nudges';
import type { AppNotification } from '@/api/resources/notifications';

export interface NotificationItemProps {
  notification: AppNotification;
  onRead: (id: string) => void;
  /** Where the notification takes its reader (a reminder: the task in its cycle); null: nowhere. */
  href?: string | null;
  /** Called when the reader follows the link (the bell closes its panel). */
  onNavigate?: () => void;
}

/**
 * One notification: unread ones are bold with a dot; a click marks it read and, when it is about
 * something to do, opens that screen.
 */
export function NotificationItem({
  notification,
  onRead,
  href,
  onNavigate,
}: NotificationItemProps) {
  const unread = notification.readAt === null;
  const handleClick = () => {
    if (unread) onRead(notification.id);
    if (href) onNavigate?.();
  };
  const link = href ? { component: RouterLink, to: href } : {};
  return (
    <ListItem disablePadding>
      <ListItemButton
        {...link}
        alignItems="flex-start"
        onClick={handleClick}
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
