import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLACEHOLDER_LABELS, type LetterPlaceholder } from '@/lib/letters';
import { LETTER_TEXT } from '../letter-text';

export interface PlaceholderChipsProps {
  placeholders: readonly LetterPlaceholder[];
  onInsert: (name: LetterPlaceholder) => void;
}

/** One chip per placeholder: a click types `{{name}}` where the caret was. */
export function PlaceholderChips({ placeholders, onInsert }: PlaceholderChipsProps) {
  return (
    <Stack spacing={0.5} role="group" aria-label={LETTER_TEXT.placeholders}>
      <Typography variant="caption" color="text.secondary">
        {LETTER_TEXT.placeholders}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        {placeholders.map((name) => (
          <Chip
            key={name}
            size="small"
            variant="outlined"
            label={PLACEHOLDER_LABELS[name]}
            title={`{{${name}}}`}
            // Keeps the caret in the field: the chip does not take the focus on press.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(name)}
            aria-label={`Insert ${PLACEHOLDER_LABELS[name]}`}
          />
        ))}
      </Stack>
    </Stack>
  );
}
