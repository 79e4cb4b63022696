import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/api/error-message';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import type { AppNotification, NotificationList } from '@/api/resources/notifications';
import { NOTIFICATION_TEXT } from '../notification-text';
import { NotificationItem } from './NotificationItem';

export interface NotificationPanelProps {
  list: NotificationList | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  onRead: (id: string) => void;
  onReadAll: () => void;
  isMarking?: boolean;
  /** Where a notification takes its reader; none when omitted. */
  hrefOf?: (notification: AppNotification) => string | null;
  onNavigate?: () => void;
}

/** The bell's popover: a header with Mark All Read, then the notifications, newest first. */
export function NotificationPanel({
  list,
  isLoading,
  error,
  onRetry,
  onRead,
  onReadAll,
  isMarking,
  hrefOf,
  onNavigate,
}: NotificationPanelProps) {
  const items = list?.data ?? [];
  return (
    <Box sx={{ width: { xs: '90vw', sm: 380 }, maxWidth: 380 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {NOTIFICATION_TEXT.title}
        </Typography>
        <Button
          size="small"
          variant="text"
          onClick={onReadAll}
          disabled={!list || list.unreadCount === 0 || isMarking}
        >
          {NOTIFICATION_TEXT.markAllRead}
        </Button>
      </Stack>
      <Divider />
      {isLoading ? (
        <LoadingState minHeight={120} />
      ) : error && !list ? (
        <Box sx={{ p: 2 }}>
          <ErrorBanner
            message={getErrorMessage(error, NOTIFICATION_TEXT.loadFailed)}
            onRetry={onRetry}
          />
        </Box>
      ) : items.length === 0 ? (
        <EmptyState text={NOTIFICATION_TEXT.empty} />
      ) : (
        <List dense aria-label={NOTIFICATION_TEXT.title} sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onRead={onRead}
              href={hrefOf?.(notification) ?? null}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      )}
    </Box>
  );
}
