import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { getErrorMessage } from '@/api/error-message';
import { useMyLetters } from '@/api/resources/letters';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { SectionCard } from '@/components/SectionCard';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/day-format';
import { formatLetterDate } from '@/lib/letters';
import { LETTER_TEXT } from '../letter-text';

/** My Compensation's letters: the caller's released letters, newest first, each opening its page. */
export function MyLettersSection() {
  const letters = useMyLetters();
  const rows = letters.data ?? [];
  return (
    <SectionCard title={LETTER_TEXT.myLettersTitle}>
      {letters.isLoading ? (
        <LoadingState minHeight={80} />
      ) : letters.error ? (
        <ErrorBanner
          message={getErrorMessage(letters.error, LETTER_TEXT.myLettersLoadFailed)}
          onRetry={() => void letters.refetch()}
        />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{LETTER_TEXT.myLettersEmpty}</Typography>
      ) : (
        <List disablePadding aria-label="Your compensation letters">
          {rows.map((letter) => (
            // axe: a list holds list items only; the link sits inside its item.
            <ListItem key={letter.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={paths.me.letter.getHref(letter.id)}
                sx={{ borderRadius: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <DescriptionIcon />
                </ListItemIcon>
                <ListItemText
                  primary={letter.subject}
                  secondary={`${letter.cycle.name} · ${LETTER_TEXT.effective(formatLetterDate(letter.effectiveDate))} · Released ${formatDay(letter.releaseAt)}`}
                  slotProps={{
                    primary: { sx: { overflowWrap: 'anywhere' } },
                  }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
