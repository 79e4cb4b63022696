import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import {
  useUpdateRegistrationSettings,
  type Organization,
  type RegistrationSettings,
} from '../api/organization';
import { ORGANIZATION_MESSAGES as M } from '../organization-messages';

export interface RegistrationSettingsCardProps {
  organization: Organization;
}

/** User registration settings: each switch saves at once. */
export function RegistrationSettingsCard({ organization }: RegistrationSettingsCardProps) {
  const update = useUpdateRegistrationSettings();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const settings: RegistrationSettings = {
    allowUserRegistration: organization.allowUserRegistration,
    requireEmailVerification: organization.requireEmailVerification,
  };

  const handleChange = async (key: keyof RegistrationSettings, value: boolean) => {
    setStatus(null);
    try {
      await update.mutateAsync({ ...settings, [key]: value });
      setStatus({ ok: true, text: M.registrationSaved });
    } catch (error) {
      setStatus({ ok: false, text: getErrorMessage(error, M.registrationFailed) });
    }
  };

  return (
    <Card variant="outlined" component="section" aria-label="User Registration">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          User Registration
        </Typography>
        {status ? (
          <Alert severity={status.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
            {status.text}
          </Alert>
        ) : null}
        <FormGroup>
          <FormControlLabel
            control={
              <Switch
                checked={settings.allowUserRegistration}
                disabled={update.isPending}
                onChange={(e) => void handleChange('allowUserRegistration', e.target.checked)}
              />
            }
            label="Allow user registration"
          />
          <FormControlLabel
            control={
              <Switch
                checked={settings.requireEmailVerification}
                disabled={update.isPending}
                onChange={(e) => void handleChange('requireEmailVerification', e.target.checked)}
              />
            }
            label="Require email verification"
          />
        </FormGroup>
      </CardContent>
    </Card>
  );
}
