import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { BudgetKind } from '@/lib/budgets';
import { BUDGET_PANEL_TEXT } from './budget-messages';

export interface BudgetKindToggleProps {
  value: BudgetKind;
  onChange: (kind: BudgetKind) => void;
}

/** Increase or bonus: which budget a panel shows. */
export function BudgetKindToggle({ value, onChange }: BudgetKindToggleProps) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, next: BudgetKind | null) => next && onChange(next)}
      aria-label="Budget kind"
    >
      <ToggleButton value="increase">{BUDGET_PANEL_TEXT.increase}</ToggleButton>
      <ToggleButton value="bonus">{BUDGET_PANEL_TEXT.bonus}</ToggleButton>
    </ToggleButtonGroup>
  );
}
