import { Fragment } from 'react';
import Box from '@mui/material/Box';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { FormSelectField } from '@/components/FormSelectField';
import { FormTextField } from '@/components/FormTextField';
import {
  FEEDBACK_SECTION_LABELS,
  PEER_LIMITS,
  PEER_SELECTION_METHOD_LABELS,
  RATING_CATEGORY_LABELS,
} from '@/lib/review-stages';
import { FormCheckboxField } from '@/components/FormCheckboxField';
import { FormSection } from './FormSection';

const METHOD_OPTIONS = Object.entries(PEER_SELECTION_METHOD_LABELS).map(([value, label]) => ({
  value,
  label,
}));

const CHECKBOX_GROUPS = [
  { title: 'Rating Categories', group: 'ratingCategories', labels: RATING_CATEGORY_LABELS },
  { title: 'Feedback Sections', group: 'feedbackSections', labels: FEEDBACK_SECTION_LABELS },
] as const;

/** Spec 02 §2 Peer Review section: shown only for a stage whose type is peer_review. */
export function PeerReviewSection() {
  return (
    <FormSection title="Peer Review Settings">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          name="minPeers"
          label="Minimum Peers Required"
          type="number"
          slotProps={{ htmlInput: { ...PEER_LIMITS.minPeers, step: 1 } }}
        />
        <FormTextField
          name="maxPeers"
          label="Maximum Peers Allowed"
          type="number"
          slotProps={{ htmlInput: { ...PEER_LIMITS.maxPeers, step: 1 } }}
        />
      </Box>
      <FormSelectField
        name="peerSelectionMethod"
        label="Peer Selection Method"
        options={METHOD_OPTIONS}
        fullWidth
      />
      <FormGroup>
        <FormCheckboxField name="enableReciprocity" label="Enable Reciprocal Reviews" />
        <FormCheckboxField name="requireManagerApproval" label="Require Manager Approval" />
        <FormCheckboxField name="autoSuggestPeers" label="Auto-Suggest Peers" />
      </FormGroup>
      {CHECKBOX_GROUPS.map(({ title, group, labels }) => (
        <Fragment key={group}>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
            {title}
          </Typography>
          <FormGroup>
            {Object.entries(labels).map(([key, label]) => (
              <FormCheckboxField key={key} name={`${group}.${key}`} label={label} />
            ))}
          </FormGroup>
        </Fragment>
      ))}
    </FormSection>
  );
}
