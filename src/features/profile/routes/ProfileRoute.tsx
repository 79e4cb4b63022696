import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { PageHeader } from '@/components/PageHeader';
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
      <PageHeader title="Profile Settings" subtitle="Your name, email and password." />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <ProfileForm key={user.id} user={user} />
        </CardContent>
      </Card>
    </>
  );
}
