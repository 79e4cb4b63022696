import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { FormSelectField } from '@/components/FormSelectField';
import { FormTextField } from '@/components/FormTextField';
import type { useCycleFormOptions } from '../use-cycle-form-options';
import { NO_APPROVAL_WORKFLOW, NO_REVIEW_WORKFLOW, type CycleFormValues } from '../cycle-form';
import { CycleScopeFields } from './CycleScopeFields';
import { CycleStatusField } from './CycleStatusField';
import { TeamPoolFields } from './TeamPoolFields';
import { INPUT_LIMITS } from '@/api/input-limits.gen';

export interface CycleFormFieldsProps {
  editing: boolean;
  options: ReturnType<typeof useCycleFormOptions>;
}

const toOptions = (items: { id: string; name: string }[]) =>
  items.map((i) => ({ value: i.id, label: i.name }));
const dateSlot = { inputLabel: { shrink: true } };
// Spec 02 §2: "Budgets accept step 0.01."
const budgetSlot = { htmlInput: { step: 0.01, min: 0 } };

/** Every field of spec 02 §2 "Review cycle form fields"; status only when editing. */
export function CycleFormFields({ editing, options }: CycleFormFieldsProps) {
  const { values, setFieldValue } = useFormikContext<CycleFormValues>();
  return (
    <Stack spacing={1}>
      <FormTextField
        name="name"
        maxLength={INPUT_LIMITS.ReviewCycleInput.name.maxLength}
        label="Name"
        required
        fullWidth
      />
      <FormSelectField name="type" label="Type" required options={toOptions(options.types)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="startDate"
          label="Start Date"
          type="date"
          required
          fullWidth
          slotProps={dateSlot}
        />
        <FormTextField
          name="endDate"
          label="End Date"
          type="date"
          required
          fullWidth
          slotProps={dateSlot}
        />
      </Stack>
      <FormTextField name="totalBudget" label="Total Budget" type="number" slotProps={budgetSlot} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="increaseBudget"
          label="Increase Budget"
          type="number"
          fullWidth
          slotProps={budgetSlot}
        />
        <FormTextField
          name="bonusBudget"
          label="Bonus Budget"
          type="number"
          fullWidth
          slotProps={budgetSlot}
        />
      </Stack>
      {editing ? <CycleStatusField statuses={options.statuses} /> : null}
      <CycleScopeFields editing={editing} teams={options.teams} employees={options.employees} />
      <TeamPoolFields />
      <FormControlLabel
        label="Admin Override"
        control={
          <Checkbox
            name="adminOverride"
            checked={values.adminOverride}
            onChange={(event) => void setFieldValue('adminOverride', event.target.checked)}
          />
        }
      />
      {values.adminOverride ? (
        <FormTextField
          name="adminOverrideJustification"
          maxLength={INPUT_LIMITS.ReviewCycleInput.adminOverrideJustification.maxLength}
          label="Admin Override Justification"
          required
          multiline
          minRows={2}
        />
      ) : null}
      <FormSelectField
        name="reviewWorkflowTemplateId"
        label="Review Workflow Template"
        options={[{ value: '', label: NO_REVIEW_WORKFLOW }, ...toOptions(options.reviewTemplates)]}
        placeholder={NO_REVIEW_WORKFLOW}
      />
      <FormSelectField
        name="approvalWorkflowTemplateId"
        label="Approval Workflow Template"
        options={[
          { value: '', label: NO_APPROVAL_WORKFLOW },
          ...toOptions(options.approvalTemplates),
        ]}
        placeholder={NO_APPROVAL_WORKFLOW}
      />
    </Stack>
  );
}
