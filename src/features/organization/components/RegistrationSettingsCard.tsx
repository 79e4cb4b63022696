import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { isStaleRecordError } from '@/api/if-match';
import { STALE_RECORD } from '@/lib/record-version';
import {
  useRereadOrganization,
  useUpdateRegistrationSettings,
  type Organization,
  type RegistrationSettings,
} from '@/api/resources/organization';
import { ORGANIZATION_MESSAGES as M } from '../organization-messages';
import { SectionCard } from '@/components/SectionCard';

export interface RegistrationSettingsCardProps {
  organization: Organization;
}

const SWITCHES: [keyof RegistrationSettings, string][] = [
  ['allowUserRegistration', 'Allow user registration'],
  ['requireEmailVerification', 'Require email verification'],
];

/** User registration settings: each switch saves at once. */
export function RegistrationSettingsCard({ organization }: RegistrationSettingsCardProps) {
  const update = useUpdateRegistrationSettings();
  const reread = useRereadOrganization();
  const [status, setStatus] = useState<{
    severity: 'success' | 'warning' | 'error';
    text: string;
  } | null>(null);
  const settings: RegistrationSettings = {
    allowUserRegistration: organization.allowUserRegistration,
    requireEmailVerification: organization.requireEmailVerification,
  };

  const handleChange = async (key: keyof RegistrationSettings, value: boolean) => {
    setStatus(null);
    const save = (current: Organization) =>
      update.mutateAsync({
        body: {
          allowUserRegistration: current.allowUserRegistration,
          requireEmailVerification: current.requireEmailVerification,
          [key]: value,
        },
        version: current.version,
      });
    try {
      try {
        await save(organization);
        setStatus({ severity: 'success', text: M.registrationSaved });
      } catch (error) {
        if (!isStaleRecordError(error)) throw error;
        // A switch is one explicit choice: apply it over the settings as someone else left them.
        await save(await reread());
        setStatus({
          severity: 'warning',
          text: `${STALE_RECORD.error}: your change was applied to their current settings, shown below.`,
        });
      }
    } catch (error) {
      setStatus({ severity: 'error', text: getErrorMessage(error, M.registrationFailed) });
    }
  };

  return (
    <SectionCard headingId="user-registration-title" title="User Registration">
      {status ? (
        <Alert severity={status.severity} sx={{ mb: 2 }}>
          {status.text}
        </Alert>
      ) : null}
      <FormGroup>
        {SWITCHES.map(([key, label]) => (
          <FormControlLabel
            key={key}
            control={
              <Switch
                checked={settings[key]}
                disabled={update.isPending}
                onChange={(e) => void handleChange(key, e.target.checked)}
              />
            }
            label={label}
          />
        ))}
      </FormGroup>
    </SectionCard>
  );
}
