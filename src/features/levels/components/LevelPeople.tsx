import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEmployeesOnLevel } from '@/api/resources/employees';
import { LEVELS_TEXT } from '../levels-text';

export interface LevelPeopleProps {
  levelId: string;
  levelName: string;
}

/** Names shown before "and N more": a level of 2,000 people must not make a 2,000-line dialog. */
const SHOWN = 25;

/** The delete question with the people it affects by name (GET /api/employees?levelId). */
export function LevelPeople({ levelId, levelName }: LevelPeopleProps) {
  const people = useEmployeesOnLevel(levelId);
  const list = people.data ?? [];
  return (
    <Stack spacing={1}>
      <span>{LEVELS_TEXT.deleteQuestion(levelName)}</span>
      {people.isPending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={16} aria-hidden />
          <span>{LEVELS_TEXT.peopleLoading}</span>
        </Stack>
      ) : people.isError ? (
        <Typography color="error" variant="body2">
          {LEVELS_TEXT.peopleFailed}
        </Typography>
      ) : list.length === 0 ? (
        <span>{LEVELS_TEXT.nobodyOnLevel}</span>
      ) : (
        <>
          <span>{LEVELS_TEXT.peopleOnLevel(list.length)}</span>
          <Box
            component="ul"
            aria-label={`People on ${levelName}`}
            sx={{ m: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}
          >
            {list.slice(0, SHOWN).map((e) => (
              <li key={e.id}>
                {e.firstName} {e.lastName}
                {e.isActive ? null : ` (${LEVELS_TEXT.archived})`}
              </li>
            ))}
            {list.length > SHOWN ? <li>{LEVELS_TEXT.andMore(list.length - SHOWN)}</li> : null}
          </Box>
        </>
      )}
    </Stack>
  );
}
