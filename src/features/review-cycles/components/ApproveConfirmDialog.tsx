import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, formatPercent } from '@/lib/money';
import { describePoolAfter } from '@/lib/pool-after';
import type { ApprovalCheck } from '../approval-confirmation';

export interface ApproveConfirmDialogProps {
  open: boolean;
  employeeName: string;
  check: ApprovalCheck | null;
  busy?: boolean;
  onCancel: () => void;
  onApprove: () => void;
}

/**
 * Approving a flagged or over-pool recommendation or a promotion: why it
 * needs a second look, the amount, the level change and compa-ratio after, and the team pool after
 * approval.
 */
export function ApproveConfirmDialog({
  open,
  employeeName,
  check,
  busy,
  onCancel,
  onApprove,
}: ApproveConfirmDialogProps) {
  const money = (amount: number) => formatMoney(amount, check?.currency);
  const pool = check?.pool;
  const poolLines = pool
    ? (
        [
          ['Increase', pool.increase],
          ['Bonus', pool.bonus],
        ] as const
      ).flatMap(([kind, line]) => (line ? [{ kind, line }] : []))
    : [];
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      aria-describedby="approve-confirm-reasons"
    >
      <DialogTitle>Approve {employeeName}&apos;s recommendation?</DialogTitle>
      <DialogContent>
        {check ? (
          <Stack spacing={2}>
            <Alert id="approve-confirm-reasons" severity="warning">
              Check before approving: {check.reasons.join(', ')}.
            </Alert>
            <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                Increase
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} aria-label="Increase">
                {money(check.increase)}
                {check.increasePercent !== null
                  ? ` (${formatPercent(check.increasePercent, 2)} of the current salary)`
                  : ''}
              </Typography>
              {check.promotion ? (
                <>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    Level
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {check.promotion}
                  </Typography>
                </>
              ) : null}
              {check.compaAfter ? (
                <>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    Compa-ratio after
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {check.compaAfter}
                  </Typography>
                </>
              ) : null}
              {check.bonus > 0 ? (
                <>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    Bonus
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {money(check.bonus)}
                  </Typography>
                </>
              ) : null}
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ pt: 1 }}>
                {pool ? `${pool.teamName} pool after approval` : 'Team pool after approval'}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} aria-label="Pool after approval">
                {poolLines.length > 0
                  ? poolLines
                      .map(
                        ({ kind, line }) => `${kind}: ${describePoolAfter(line, check.currency)}`,
                      )
                      .join('; ')
                  : 'No pool is set for this team.'}
              </Typography>
            </Stack>
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="warning" variant="contained" disabled={busy} onClick={onApprove}>
          Approve Anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
