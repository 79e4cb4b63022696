import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  PASSWORD_CHECK_LABELS,
  PASSWORD_SPECIALS,
  type PasswordChecks,
  passwordChecks,
} from '@/lib/passwords';
import { visuallyHidden } from '@/components/visually-hidden';

export type PasswordChecklistProps = {
  password: string;
};

const ORDER: (keyof PasswordChecks)[] = ['length', 'upper', 'lower', 'digit', 'special'];

/** The live requirement checklist under a new password (spec 01 §5's five rules). */
export function PasswordChecklist({ password }: PasswordChecklistProps) {
  const checks = passwordChecks(password);
  return (
    <Box
      component="ul"
      aria-label="Password requirements"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.25 }}
    >
      {ORDER.map((rule) => {
        const met = checks[rule];
        const label =
          rule === 'special'
            ? `${PASSWORD_CHECK_LABELS.special} (${PASSWORD_SPECIALS})`
            : PASSWORD_CHECK_LABELS[rule];
        return (
          <Typography
            component="li"
            key={rule}
            variant="body2"
            color={met ? 'success.main' : 'text.secondary'}
            data-met={met}
            sx={{ display: 'flex', gap: 1 }}
          >
            <span aria-hidden>{met ? '✓' : '○'}</span>
            <span>
              {label}
              <Box component="span" sx={visuallyHidden}>
                {met ? ' (met)' : ' (not met)'}
              </Box>
            </span>
          </Typography>
        );
      })}
    </Box>
  );
}
