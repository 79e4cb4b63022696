import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type MouseEvent } from 'react';
import { myReviewsQueryOptions } from '@/api/resources/dashboards';
import { useMarkNotificationsRead, useNotifications } from '@/api/resources/notifications';
import { paths } from '@/config/paths';
import { reviewTaskLinks } from '@/config/review-task-links';
import { reminderHref } from '@/lib/review-task-links';
import { NotificationPanel } from './NotificationPanel';

export interface NotificationBellProps {
  userId: string;
}

/** The header bell: unread count on the icon, the caller's notifications in a popover. */
export function NotificationBell({ userId }: NotificationBellProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const notifications = useNotifications(userId);
  const markRead = useMarkNotificationsRead(userId);
  // Read while the panel is open: a reminder or a launch links to the task it is about (a user
  // without an employee record gets a 404: then to the cycle); a letter to My Compensation.
  const tasks = useQuery({ ...myReviewsQueryOptions(), enabled: anchor !== null, retry: false });
  const unread = notifications.data?.unreadCount ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  const handleOpen = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    void notifications.refetch();
  };

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-controls={anchor ? panelId : undefined}
          onClick={handleOpen}
        >
          <Badge badgeContent={unread > 0 ? unread : undefined} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notifications' } }}
      >
        <NotificationPanel
          list={notifications.data}
          isLoading={notifications.isLoading}
          error={notifications.error}
          onRetry={() => void notifications.refetch()}
          onRead={(id) => markRead.mutate([id])}
          onReadAll={() => markRead.mutate(undefined)}
          isMarking={markRead.isPending}
          hrefOf={(n) =>
            n.kind === 'letter_released'
              ? paths.me.compensation.getHref()
              : reminderHref(n.cycleId, tasks.data, reviewTaskLinks)
          }
          onNavigate={() => setAnchor(null)}
        />
      </Popover>
    </>
  );
}
