import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/hooks/useSession';
import { ProfileForm } from '../components/ProfileForm';

/** /admin/profile, /manager/profile and /profile: the signed-in user's own settings. */
export default function ProfileRoute() {
  usePageTitle('Profile Settings');
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Profile Settings
      </Typography>
      <ProfileForm key={user.id} user={user} />
    </>
  );
}
