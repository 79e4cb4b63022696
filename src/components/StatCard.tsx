import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { formatCount } from '@/lib/money';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  subtitle?: ReactNode;
  trend?: 'up' | 'down';
  color?: 'default' | 'warning';
  icon?: ReactNode;
  isLoading?: boolean;
}

/**
 * Dashboard number card: title, big value (a number with thousands separators, like every count
 * beside it), subtitle, optional up/down trend and warning colour.
 */
export function StatCard({
  title,
  value,
  subtitle,
  trend,
  color = 'default',
  icon,
  isLoading,
}: StatCardProps) {
  const warning = color === 'warning';
  return (
    <Card
      component="section"
      aria-label={title}
      data-color={color}
      sx={{
        height: '100%',
        ...(warning && { borderColor: 'warning.main', bgcolor: 'warning.light' }),
      }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <Typography variant="body2" sx={{ flex: 1, fontWeight: 500 }}>
            {title}
          </Typography>
          {icon}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography
            variant="h4"
            component="div"
            sx={{
              fontVariantNumeric: 'tabular-nums',
              color: warning ? 'warning.dark' : 'text.primary',
            }}
          >
            {isLoading ? (
              <Skeleton width={80} />
            ) : typeof value === 'number' ? (
              formatCount(value)
            ) : (
              value
            )}
          </Typography>
          {trend === 'up' && !isLoading ? (
            <TrendingUpIcon color="success" titleAccess="Trending up" fontSize="small" />
          ) : null}
          {trend === 'down' && !isLoading ? (
            <TrendingDownIcon color="error" titleAccess="Trending down" fontSize="small" />
          ) : null}
        </Box>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
