import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Badge } from '@/components/Badge';
import { StatusBadge } from '@/components/StatusBadge';
import { formatDay } from '@/lib/day-format';
import { REVIEW_HISTORY_LIMIT, type ReviewHistoryRow } from '../../review-history';
import { LoadedCardBody } from './LoadedCardBody';
import { SectionCard } from '@/components/SectionCard';

export interface RecentReviewHistoryProps {
  reviews: ReviewHistoryRow[];
  isLoading?: boolean;
}

/** Spec 01 §2/§3 Recent Review History: up to 10 items (cycle, type, status, due date, rating). */
export function RecentReviewHistory({ reviews, isLoading }: RecentReviewHistoryProps) {
  const shown = reviews.slice(0, REVIEW_HISTORY_LIMIT);
  return (
    <SectionCard title="Recent Review History" titleGap={1.5}>
      <LoadedCardBody
        isLoading={isLoading}
        emptyText={shown.length === 0 ? 'No reviews yet.' : null}
      >
        <TableContainer>
          <Table size="small" aria-label="Recent review history">
            <TableHead>
              <TableRow>
                <TableCell>Cycle</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Due Date</TableCell>
                <TableCell align="right">Rating</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((review) => (
                <TableRow key={review.id}>
                  <TableCell sx={{ minWidth: 140 }}>{review.cycleName}</TableCell>
                  <TableCell>{review.type ?? '—'}</TableCell>
                  <TableCell>
                    {review.overdue ? (
                      <Badge label="Overdue" tone="red" />
                    ) : (
                      <StatusBadge status={review.status} />
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(review.dueDate)}</TableCell>
                  <TableCell align="right">{review.rating ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </LoadedCardBody>
    </SectionCard>
  );
}
