import { useNavigate } from 'react-router';
import LandingRoute from '@/features/landing/routes/LandingRoute';
import { InAppLinks } from '../InAppLinks';

/** `/` inside the app's router: the landing page's plain links navigate in the app. */
export default function LandingPage() {
  const navigate = useNavigate();
  return (
    <InAppLinks onNavigate={(to) => void navigate(to)}>
      <LandingRoute />
    </InAppLinks>
  );
}
