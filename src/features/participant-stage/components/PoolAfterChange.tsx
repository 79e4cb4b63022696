import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Enforcement } from '@/lib/guidelines';
import { describePoolAfter } from '@/lib/pool-after';
import type { GuardrailView } from '../guardrails';

export interface PoolAfterChangeProps {
  pool: NonNullable<GuardrailView['pool']>;
  policy: Enforcement;
  currency: string;
}

const POLICY_TEXT: Record<Enforcement, string> = {
  soft: 'The budget is soft: add an exception justification to submit.',
  hard: 'The budget is hard: only an admin override can let it through.',
};

/**
 * The participant's team pool once this change is in it (the over-budget guardrail
 * warns on the form), from the pool figures the viewer may read.
 */
export function PoolAfterChange({ pool, policy, currency }: PoolAfterChangeProps) {
  const lines = [
    { kind: 'increase', line: pool.increase },
    { kind: 'bonus', line: pool.bonus },
  ].flatMap(({ kind, line }) => (line ? [{ kind, line }] : []));
  if (lines.length === 0) return null;
  const text = lines.map(({ kind, line }) => `${kind} ${describePoolAfter(line, currency)}`);
  const summary = `${pool.teamName} pool after this change: ${text.join('; ')}.`;
  if (lines.some(({ line }) => line.over > 0)) {
    return (
      <Alert
        severity={policy === 'hard' ? 'error' : 'warning'}
        aria-label="Team pool after this change"
        sx={{ my: 1.5 }}
      >
        Over budget. {summary} {POLICY_TEXT[policy]}
      </Alert>
    );
  }
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      aria-label="Team pool after this change"
      sx={{ my: 1.5 }}
    >
      {summary}
    </Typography>
  );
}
