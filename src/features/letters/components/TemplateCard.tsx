import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { getErrorMessage } from '@/api/error-message';
import { useLetterTemplate } from '@/api/resources/letters';
import type { ParticipantRow } from '@/api/resources/participants';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { SectionCard } from '@/components/SectionCard';
import { formatInstant } from '@/lib/day-format';
import { LETTER_TEXT } from '../letter-text';
import { TemplateEditorDialog } from './TemplateEditorDialog';

export interface TemplateCardProps {
  cycleId: string;
  participants: readonly ParticipantRow[];
  /** The date the editor's preview shows for {{effectiveDate}} (the one letters are generated with). */
  effectiveDate?: string;
}

/** The cycle's letter template as saved (placeholders as written), and the way into its editor. */
export function TemplateCard({ cycleId, participants, effectiveDate }: TemplateCardProps) {
  const template = useLetterTemplate(cycleId);
  const [editing, setEditing] = useState(false);
  const data = template.data;
  return (
    <SectionCard
      title={LETTER_TEXT.templateTitle}
      actions={
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          disabled={!data}
          onClick={() => setEditing(true)}
        >
          {LETTER_TEXT.editTemplate}
        </Button>
      }
    >
      {template.isLoading ? (
        <LoadingState minHeight={120} />
      ) : template.error || !data ? (
        <ErrorBanner
          message={getErrorMessage(template.error, LETTER_TEXT.templateLoadFailed)}
          onRetry={() => void template.refetch()}
        />
      ) : (
        <Stack spacing={1.5}>
          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Chip
              size="small"
              label={
                data.isDefault
                  ? LETTER_TEXT.templateDefault
                  : LETTER_TEXT.templateSaved(formatInstant(data.updatedAt))
              }
            />
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {data.subject}
            </Typography>
          </Stack>
          <Box
            aria-label="Template body"
            tabIndex={0}
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              maxHeight: 220,
              overflow: 'auto',
              p: 1.5,
              borderRadius: 1,
              bgcolor: 'action.hover',
              typography: 'body2',
            }}
          >
            {data.body}
          </Box>
        </Stack>
      )}
      {editing && data ? (
        <TemplateEditorDialog
          cycleId={cycleId}
          template={data}
          participants={participants}
          effectiveDate={effectiveDate}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </SectionCard>
  );
}
