import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { WaitlistEntry } from '@/api/schema-types.gen';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';

export type WaitlistConfirmationProps = {
  entry: WaitlistEntry;
};

export function WaitlistConfirmation({ entry }: WaitlistConfirmationProps) {
  return (
    <Stack spacing={2} role="status">
      <Typography variant="h2" component="h1">
        You&apos;re on the list
      </Typography>
      <Typography color="text.secondary">
        Thanks{entry.name ? `, ${entry.name}` : ''}! We&apos;ll email {entry.email} as soon as{' '}
        {PRODUCT_NAME} opens.
      </Typography>
      <Button
        component={Link}
        to={paths.landing.getHref()}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        Back to the home page
      </Button>
    </Stack>
  );
}
