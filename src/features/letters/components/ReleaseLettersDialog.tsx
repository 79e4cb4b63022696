import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LETTER_TEXT } from '../letter-text';
import {
  defaultReleaseInput,
  releaseAtOf,
  releaseDateError,
  type ReleaseMode,
} from '../release-form';

export interface ReleaseLettersDialogProps {
  /** How many letters (at least one). */
  count: number;
  initialMode: ReleaseMode;
  busy?: boolean;
  onClose: () => void;
  /** releaseAt: null for now, else the chosen instant. */
  onRelease: (releaseAt: string | null) => void;
}

/** Releases letters now or schedules them for a date and time (local), in one step. */
export function ReleaseLettersDialog({
  count,
  initialMode,
  busy,
  onClose,
  onRelease,
}: ReleaseLettersDialogProps) {
  const titleId = useId();
  const [mode, setMode] = useState<ReleaseMode>(initialMode);
  const [local, setLocal] = useState(() => defaultReleaseInput(new Date()));
  const [tried, setTried] = useState(false);
  const problem = releaseDateError(mode, local, new Date());

  const handleRelease = () => {
    setTried(true);
    if (!problem) onRelease(releaseAtOf(mode, local));
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{LETTER_TEXT.releaseTitle(count)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl>
            <FormLabel id={`${titleId}-when`}>{LETTER_TEXT.releaseWhen}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-when`}
              value={mode}
              onChange={(event) => setMode(event.target.value as ReleaseMode)}
            >
              <FormControlLabel
                value="now"
                control={<Radio />}
                label={LETTER_TEXT.releaseModeNow}
              />
              <FormControlLabel
                value="date"
                control={<Radio />}
                label={LETTER_TEXT.releaseModeDate}
              />
            </RadioGroup>
          </FormControl>
          {mode === 'date' ? (
            <TextField
              type="datetime-local"
              label={LETTER_TEXT.releaseAt}
              value={local}
              onChange={(event) => setLocal(event.target.value)}
              error={tried && problem !== null}
              helperText={(tried && problem) || ' '}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
          ) : null}
          <Alert severity="info">{LETTER_TEXT.releaseHelp}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={busy} onClick={handleRelease}>
          {mode === 'now' ? LETTER_TEXT.releaseNow : LETTER_TEXT.schedule}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
