import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/api/error-message';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatMoney, formatPercent } from '@/lib/money';
import {
  useGuidelineCost,
  type GuidelineCost,
  type GuidelineCostLine,
  type MeritGuidelineInput,
} from '@/api/resources/review-cycles';

export const COST_TEXT = {
  heading: 'What the matrix costs',
  empty: 'Complete the matrix to see what it costs.',
  failed: 'Failed to price the matrix',
  stale: 'This is the cost of the last complete matrix: fix the marked fields to update it.',
  updating: 'Updating the cost…',
  noPool: 'No pool',
} as const;

/** Wait after the last keystroke before asking the server for the cost. */
export const COST_DEBOUNCE_MS = 400;

export interface GuidelineCostPreviewProps {
  cycleId: string;
  /** The matrix to price (the saved one, or the one being edited); null while it is incomplete. */
  matrix: MeritGuidelineInput | null;
  /** The heading's level: h3 inside a section or dialog. */
  headingComponent?: 'h2' | 'h3';
}

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

function Remaining({ line, currency }: { line: GuidelineCostLine; currency: string }) {
  // Without a pool there is nothing left or over: the pool column already says "No pool".
  if (line.remaining === null) return <>—</>;
  return line.overBudget ? (
    <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
      Over by {formatMoney(-line.remaining, currency)}
    </Box>
  ) : (
    <>{formatMoney(line.remaining, currency)} left</>
  );
}

/** The total against the cycle's increase budget, in one sentence. */
function TotalLine({ cost }: { cost: GuidelineCost }) {
  const { total, currency } = cost;
  const money = (n: number) => formatMoney(n, currency);
  return (
    <Typography variant="body2" data-testid="matrix-cost-total">
      At the cells&rsquo; midpoints the raises cost <strong>{money(total.cost)}</strong> (
      {formatPercent(total.costPercent, 2)} of {money(total.payroll)} payroll
      {total.budget === null ? ', no increase budget set' : null})
      {total.budget !== null ? (
        <>
          {' '}
          against the increase budget of {money(total.budget)}:{' '}
          {total.overBudget ? (
            <Box component="strong" sx={{ color: 'error.main' }}>
              over budget by {money(-(total.remaining ?? 0))}
            </Box>
          ) : (
            <>{money(total.remaining ?? 0)} left</>
          )}
        </>
      ) : null}
      .
    </Typography>
  );
}

function TeamTable({ cost }: { cost: GuidelineCost }) {
  const money = (n: number | null) =>
    n === null ? COST_TEXT.noPool : formatMoney(n, cost.currency);
  return (
    <TableContainer sx={{ mt: 1 }}>
      <Table size="small" aria-label="Cost per team">
        <TableHead>
          <TableRow>
            <TableCell>Team</TableCell>
            <TableCell align="right">Payroll</TableCell>
            <TableCell align="right">Cost at midpoints</TableCell>
            <TableCell align="right">Increase pool</TableCell>
            <TableCell align="right">Remaining</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cost.teams.map((line) => (
            <TableRow
              key={line.teamId ?? 'none'}
              sx={
                line.overBudget
                  ? {
                      bgcolor: (theme) => alpha(theme.palette.error.main, 0.06),
                      '& th': { color: 'error.main' },
                    }
                  : {}
              }
            >
              <TableCell component="th" scope="row">
                {line.teamName}
                <Typography variant="caption" color="text.secondary" component="div">
                  {people(line.participantCount)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(line.payroll)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(line.cost)}
                <Typography variant="caption" color="text.secondary" component="div">
                  {formatPercent(line.costPercent, 2)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(line.budget)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Remaining line={line} currency={cost.currency} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Notes({ cost }: { cost: GuidelineCost }) {
  const { total } = cost;
  const unpriced = total.participantCount - total.pricedCount;
  return (
    <>
      {total.unratedCount > 0 && cost.assumedRating !== null ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, mb: 0 }}>
          {total.unratedCount} of {people(total.participantCount)} not rated yet: priced at rating{' '}
          {cost.assumedRating}, the matrix&rsquo;s middle row.
        </Typography>
      ) : null}
      {unpriced > 0 ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, mb: 0 }}>
          {people(unpriced)} cost nothing here: no salary, or no cell for their rating.
        </Typography>
      ) : null}
    </>
  );
}

/**
 * What the merit matrix costs before anyone recommends: each participant's salary ×
 * their cell's midpoint (prorated), in total and per team, against the increase budget and the
 * team pools (over budget in red and said in words). Priced by the server (previewGuidelineCost)
 * once the typing pauses; the last figures stay while the next load.
 */
export function GuidelineCostPreview({
  cycleId,
  matrix,
  headingComponent = 'h3',
}: GuidelineCostPreviewProps) {
  const settled = useDebouncedValue(matrix, COST_DEBOUNCE_MS);
  const cost = useGuidelineCost(cycleId, settled);
  const data = cost.data;
  return (
    <Box component="section" aria-label={COST_TEXT.heading}>
      <Typography variant="subtitle1" component={headingComponent} sx={{ fontWeight: 600 }}>
        {COST_TEXT.heading}
      </Typography>
      {cost.isError ? (
        <ErrorBanner
          message={getErrorMessage(cost.error, COST_TEXT.failed)}
          onRetry={() => void cost.refetch()}
        />
      ) : !data ? (
        matrix === null ? (
          <Typography variant="body2" color="text.secondary">
            {COST_TEXT.empty}
          </Typography>
        ) : (
          <LoadingState minHeight={80} />
        )
      ) : (
        <>
          <TotalLine cost={data} />
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            aria-live="polite"
            sx={{ minHeight: '1.5em' }}
          >
            {matrix === null
              ? COST_TEXT.stale
              : cost.isFetching || settled !== matrix
                ? COST_TEXT.updating
                : ''}
          </Typography>
          <TeamTable cost={data} />
          <Notes cost={data} />
        </>
      )}
    </Box>
  );
}
