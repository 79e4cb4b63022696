import Stack from '@mui/material/Stack';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { levelsQueryOptions, useSaveLevel, type Level } from '@/api/resources/levels';
import { FormTextField } from '@/components/FormTextField';
import { RecordFormDialog } from '@/components/RecordFormDialog';
import { formatStaleValue } from '@/components/stale-record-changes';
import { useRereadInList } from '@/hooks/use-reread-in-list';
import { useStaleRecord } from '@/hooks/use-stale-record';
import {
  levelFormSchema,
  levelFormValues,
  toLevelInput,
  type BandFormValues,
  type LevelFormValues,
} from '../level-form';
import { LEVELS_TEXT } from '../levels-text';
import { BandFields } from './BandFields';

export interface LevelFormDialogProps {
  open: boolean;
  /** The level to edit; null adds one. */
  level: Level | null;
  /** Every level of the organization (names are unique; a new level's order follows the last). */
  levels: readonly Level[];
  onClose: () => void;
}

const LABELS = { name: 'Name', order: 'Order', jobFamily: 'Job Family', bands: 'Pay Bands' };
const LIMITS = INPUT_LIMITS.LevelInput;

const bandText = (b: BandFormValues) =>
  `${b.zone || LEVELS_TEXT.defaultZone}: ${b.min} – ${b.mid} – ${b.max} ${b.currency}`;

/** Add or edit a level: name, order, job family and its bands, each message on its field. */
export function LevelFormDialog({ open, level, levels, onClose }: LevelFormDialogProps) {
  const save = useSaveLevel();
  const reread = useRereadInList(levelsQueryOptions());
  const stale = useStaleRecord(open ? level : null, () => reread(level!.id));
  const others = levels.filter((l) => l.id !== level?.id);
  const nextOrder = Math.min(1000, Math.max(0, ...levels.map((l) => l.order)) + 1);

  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      record={level}
      noun={LEVELS_TEXT.noun}
      addLabel={LEVELS_TEXT.add}
      maxWidth="md"
      initialValues={levelFormValues(level, nextOrder)}
      validationSchema={levelFormSchema(others)}
      stale={stale}
      valuesOf={(l: Level) => levelFormValues(l)}
      labels={LABELS}
      format={(field, value) =>
        field === 'bands'
          ? (value as BandFormValues[]).map(bandText).join('; ') || '(none)'
          : formatStaleValue(field, value)
      }
      saveFailed={LEVELS_TEXT.saveFailed}
      onSave={(values: LevelFormValues) =>
        save.mutateAsync({ id: level?.id, body: toLevelInput(values), version: stale.version })
      }
    >
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          <FormTextField
            name="name"
            label="Name"
            maxLength={LIMITS.name.maxLength}
            required
            fullWidth
            autoFocus
          />
          <FormTextField
            name="order"
            label="Order"
            required
            helperText="1 is the most junior"
            sx={{ width: { sm: 220 }, flexShrink: 0 }}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
        <FormTextField
          name="jobFamily"
          label="Job Family"
          maxLength={LIMITS.jobFamily.maxLength}
          helperText="Optional, e.g. Engineering"
          fullWidth
        />
        <BandFields />
      </Stack>
    </RecordFormDialog>
  );
}
