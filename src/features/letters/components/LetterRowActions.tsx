import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { LetterSummary } from '@/api/resources/letters';
import { LETTER_TEXT } from '../letter-text';

export type LetterCommand = 'preview' | 'note' | 'release' | 'schedule' | 'regenerate';

export interface LetterRowActionsProps {
  letter: LetterSummary;
  name: string;
  /** Admin: release and schedule too (in the row's menu). */
  canRelease: boolean;
  onCommand: (command: LetterCommand) => void;
}

/**
 * Preview, and while not released: the note, and for admins release now or on a date, or, for a
 * letter out of date, regenerate instead (the server would refuse to release it).
 */
export function LetterRowActions({ letter, name, canRelease, onCommand }: LetterRowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = letter.status !== 'released';
  const noteLabel = letter.managerNote ? LETTER_TEXT.editNote : LETTER_TEXT.writeNote;
  const choose = (command: LetterCommand) => {
    setAnchor(null);
    onCommand(command);
  };
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', gap: 0.5 }}>
      <Button
        size="small"
        sx={{ whiteSpace: 'nowrap' }}
        onClick={() => onCommand('preview')}
        aria-label={`Preview: ${name}`}
      >
        {LETTER_TEXT.preview}
      </Button>
      {open && !canRelease ? (
        <Button
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
          onClick={() => onCommand('note')}
          aria-label={`${noteLabel}: ${name}`}
        >
          {noteLabel}
        </Button>
      ) : null}
      {open && canRelease ? (
        <>
          <IconButton
            size="small"
            aria-label={`More actions: ${name}`}
            aria-haspopup="menu"
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            <MenuItem onClick={() => choose('note')}>{noteLabel}</MenuItem>
            {letter.outOfDate ? (
              <MenuItem onClick={() => choose('regenerate')}>{LETTER_TEXT.regenerate}</MenuItem>
            ) : (
              [
                <MenuItem key="release" onClick={() => choose('release')}>
                  {LETTER_TEXT.releaseNow}
                </MenuItem>,
                <MenuItem key="schedule" onClick={() => choose('schedule')}>
                  {`${LETTER_TEXT.schedule}...`}
                </MenuItem>,
              ]
            )}
          </Menu>
        </>
      ) : null}
    </Stack>
  );
}
