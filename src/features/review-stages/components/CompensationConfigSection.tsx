import { FormCheckboxField } from '@/components/FormCheckboxField';
import { FormSection } from './FormSection';

/** Spec 02 §2 Manager Review section. */
export function CompensationConfigSection() {
  return (
    <FormSection title="Compensation Configuration">
      <FormCheckboxField
        name="enableCompensationRecommendations"
        label="Enable Compensation Recommendations"
      />
    </FormSection>
  );
}
