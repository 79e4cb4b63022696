import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEMO_ACCOUNTS } from '@mocks/seed/accounts';

export type DemoAccountsProps = {
  onPick: (email: string, password: string) => void;
};

/** Mock mode only: the demo accounts; one click fills the sign-in form. */
export function DemoAccounts({ onPick }: DemoAccountsProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mt: 3, bgcolor: 'grey.50' }}
      component="section"
      aria-labelledby="demo-accounts-title"
    >
      <Typography id="demo-accounts-title" variant="subtitle2" sx={{ mb: 1 }}>
        Demo accounts
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {DEMO_ACCOUNTS.map((account) => (
          <ButtonBase
            key={account.email}
            onClick={() => onPick(account.email, account.password)}
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr',
              textAlign: 'left',
              justifyContent: 'stretch',
              p: 1,
              borderRadius: 1,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              '&:hover': { borderColor: 'text.secondary' },
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {account.roleLabel}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {account.email} ·{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {account.password}
              </Box>
            </Typography>
          </ButtonBase>
        ))}
      </Box>
    </Paper>
  );
}
