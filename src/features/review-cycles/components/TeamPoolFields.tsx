import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { SPLIT_METHOD_LABELS, splitBudgets, teamPoolErrors, type SplitMethod } from '@/lib/budgets';
import { formatMoney, formatPercent } from '@/lib/money';
import { useTeamPayroll } from '@/api/resources/review-cycles';
import { toTeamBudgets, type CycleFormValues } from '../cycle-form';

const METHODS: SplitMethod[] = ['even', 'payroll', 'manual'];
const num = (v: string) => (v.trim() === '' ? null : Number(v));
type PoolField = 'increaseBudget' | 'bonusBudget';
const POOL_FIELDS: [PoolField, string][] = [
  ['increaseBudget', 'Increase Pool'],
  ['bonusBudget', 'Bonus Pool'],
];
const poolSlot = { htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' as const } };

/**
 * The cycle's increase and bonus budgets split into team pools, evenly, by payroll share
 * or by hand; says by how much the pools differ from the budgets.
 */
export function TeamPoolFields() {
  const { values, setFieldValue } = useFormikContext<CycleFormValues>();
  const scope = useMemo(
    () => ({
      scope: values.scope,
      teamIds: values.scope === 'teams' ? values.teamIds : [],
      employeeIds: values.scope === 'individuals' ? values.employeeIds : [],
    }),
    [values.scope, values.teamIds, values.employeeIds],
  );
  const payroll = useTeamPayroll(scope, values.splitTeams);
  const teams = useMemo(
    () =>
      (payroll.data?.teams ?? []).flatMap((t) =>
        t.teamId
          ? [{ teamId: t.teamId, teamName: t.teamName, payroll: t.payroll, count: t.employeeCount }]
          : [],
      ),
    [payroll.data],
  );
  const totalPayroll = teams.reduce((a, t) => a + t.payroll, 0);
  const currency = payroll.data?.currency ?? 'USD';
  const { increaseBudget, bonusBudget, poolMethod, splitTeams } = values;

  // Keep one pool per team of the scope; recompute the amounts unless they are set by hand.
  useEffect(() => {
    if (!splitTeams || !payroll.data) return;
    const budgets = {
      increaseBudget: num(String(increaseBudget)),
      bonusBudget: num(String(bonusBudget)),
    };
    const next =
      poolMethod === 'manual'
        ? teams.map((t) => {
            const kept = values.teamBudgets.find((p) => p.teamId === t.teamId);
            return {
              teamId: t.teamId,
              teamName: t.teamName,
              increaseBudget: kept?.increaseBudget ?? '',
              bonusBudget: kept?.bonusBudget ?? '',
            };
          })
        : splitBudgets(budgets, teams, poolMethod).map((p, i) => ({
            teamId: p.teamId,
            teamName: teams[i].teamName,
            increaseBudget: p.increaseBudget == null ? '' : String(p.increaseBudget),
            bonusBudget: p.bonusBudget == null ? '' : String(p.bonusBudget),
          }));
    if (JSON.stringify(next) !== JSON.stringify(values.teamBudgets))
      void setFieldValue('teamBudgets', next);
    // values.teamBudgets is read, not a trigger: edits by hand must not loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [splitTeams, payroll.data, teams, increaseBudget, bonusBudget, poolMethod, setFieldValue]);

  const errors = teamPoolErrors(
    {
      increaseBudget: num(String(increaseBudget)),
      bonusBudget: num(String(bonusBudget)),
      teamBudgets: toTeamBudgets(values),
    },
    undefined,
    currency,
  );
  const messages = [errors.teamBudgets, errors.increase, errors.bonus].filter(Boolean);

  const handleEdit = (index: number, key: PoolField, value: string) => {
    if (poolMethod !== 'manual') void setFieldValue('poolMethod', 'manual');
    void setFieldValue(`teamBudgets.${index}.${key}`, value);
  };

  return (
    <Box>
      <FormControlLabel
        label="Split budgets into team pools"
        control={
          <Checkbox
            name="splitTeams"
            checked={splitTeams}
            onChange={(event) => void setFieldValue('splitTeams', event.target.checked)}
          />
        }
      />
      {splitTeams ? (
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={poolMethod}
            aria-label="Split method"
            onChange={(_, next: SplitMethod | null) =>
              next && void setFieldValue('poolMethod', next)
            }
          >
            {METHODS.map((m) => (
              <ToggleButton key={m} value={m}>
                {SPLIT_METHOD_LABELS[m]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {payroll.isLoading ? <Typography variant="body2">Loading teams…</Typography> : null}
          {payroll.data && teams.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No teams in this scope.
            </Typography>
          ) : null}
          {values.teamBudgets.map((pool, i) => {
            const team = teams.find((t) => t.teamId === pool.teamId);
            return (
              <Box key={pool.teamId} role="group" aria-label={`${pool.teamName} pool`}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {pool.teamName}
                </Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="div"
                  sx={{ mb: 0.5 }}
                >
                  {team
                    ? `${team.count} people · payroll ${formatMoney(team.payroll, currency)} (${formatPercent(totalPayroll ? (team.payroll / totalPayroll) * 100 : null)})`
                    : ''}
                </Typography>
                <Stack direction="row" spacing={1}>
                  {POOL_FIELDS.map(([field, label]) => (
                    <TextField
                      key={field}
                      size="small"
                      type="number"
                      label={label}
                      value={pool[field]}
                      onChange={(e) => handleEdit(i, field, e.target.value)}
                      slotProps={poolSlot}
                      fullWidth
                    />
                  ))}
                </Stack>
              </Box>
            );
          })}
          {values.teamBudgets.length > 0 ? (
            messages.length > 0 ? (
              <Alert severity="warning" role="alert">
                {messages.map((m) => (
                  <div key={m}>{m}</div>
                ))}
              </Alert>
            ) : (
              <Typography variant="body2" color="success.main">
                The team pools add up to the budgets.
              </Typography>
            )
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
