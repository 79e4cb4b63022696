import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatDay, titleCase } from '@/lib/day-format';
import { formatMoney } from '@/lib/money';
import type { CompensationEntry } from '@/api/resources/dashboards';
import { COMPENSATION_ENTRIES_LIMIT } from '../../review-history';
import { LoadedCardBody } from './LoadedCardBody';

export interface RecentCompensationProps {
  entries: CompensationEntry[];
  isLoading?: boolean;
}

/** The latest compensation changes (spec 01 §9: 5 entries on the employee dashboard). */
export function RecentCompensation({ entries, isLoading }: RecentCompensationProps) {
  const shown = entries.slice(0, COMPENSATION_ENTRIES_LIMIT);
  return (
    <Card component="section" aria-labelledby="recent-compensation-title" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id="recent-compensation-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            Compensation Changes
          </Typography>
          <Button component={RouterLink} to={paths.me.compensation.getHref()} size="small">
            View All
          </Button>
        </Stack>
        <LoadedCardBody
          isLoading={isLoading}
          emptyText={shown.length === 0 ? 'No compensation history found.' : null}
        >
          <List dense disablePadding aria-label="Recent compensation changes">
            {shown.map((entry) => (
              <ListItem key={entry.id} disableGutters divider sx={{ display: 'block' }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                  <Typography variant="body2" sx={{ fontWeight: 500, flex: 1 }}>
                    {titleCase(entry.changeType)}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {formatDay(entry.effectiveDate)}
                  </Typography>
                </Stack>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {entry.components
                    .map((c) => `${c.type.name} ${formatMoney(c.amount, c.currency)}`)
                    .join(' · ')}
                </Typography>
              </ListItem>
            ))}
          </List>
        </LoadedCardBody>
      </CardContent>
    </Card>
  );
}
