import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CycleStatusBadge } from '@/components/CycleStatusBadge';
import { EmptyState } from '@/components/EmptyState';
import { paths } from '@/config/paths';
import type { ReviewCycle } from '@/api/resources/review-cycles';

export interface RecentReviewCyclesProps {
  cycles: ReviewCycle[];
  onCreate: () => void;
}

/** Spec 01 §9: "At most 5 recent cycles". */
export const RECENT_CYCLES_LIMIT = 5;

const day = (d: string) =>
  new Date(`${d}T00:00:00`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

export function RecentReviewCycles({ cycles, onCreate }: RecentReviewCyclesProps) {
  const recent = cycles.slice(0, RECENT_CYCLES_LIMIT);
  return (
    <Card variant="outlined" component="section" aria-label="Recent Review Cycles">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Recent Review Cycles
        </Typography>
        {recent.length === 0 ? (
          <EmptyState
            text="No review cycles found"
            actionLabel="Create First Review Cycle"
            onAction={onCreate}
          />
        ) : (
          <List disablePadding>
            {recent.map((cycle) => (
              <ListItem
                key={cycle.id}
                divider
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    component={RouterLink}
                    to={paths.reviewCycle.getHref(cycle.id)}
                    aria-label={`View ${cycle.name}`}
                  >
                    View
                  </Button>
                }
              >
                <ListItemText
                  sx={{ pr: 8 }}
                  primary={
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <span>{cycle.name}</span>
                      <CycleStatusBadge status={cycle.status.name} />
                    </Stack>
                  }
                  secondary={`${cycle.type.name} · ${day(cycle.startDate)} – ${day(cycle.endDate)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
