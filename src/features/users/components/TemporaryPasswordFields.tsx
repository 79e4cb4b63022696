import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useFormikContext } from 'formik';
import { FormCheckboxField } from '@/components/FormCheckboxField';
import { useEffect, useRef, useState } from 'react';
import { useFormField } from '@/components/use-form-field';
import {
  COPIED_INDICATOR_MS,
  generateTemporaryPassword,
  TEMP_PASSWORD_EXPIRY_HOURS,
  TEMP_PASSWORD_REGENERATE_DELAY_MS,
} from '@/lib/passwords';
import type { UserFormValues } from '../user-form';

export interface TemporaryPasswordFieldsProps {
  isCreate: boolean;
}

const hoursLabel = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** Spec 01 §4/§9: toggle, generate, regenerate (0.5 s), copy ('Copied' 2 s), clear, expiry and forced change. */
export function TemporaryPasswordFields({ isCreate }: TemporaryPasswordFieldsProps) {
  const { values, setFieldValue } = useFormikContext<UserFormValues>();
  const { error } = useFormField<string>('temporaryPassword');
  const [generating, setGenerating] = useState(false);
  const [copied, setCopied] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const later = (ms: number, fn: () => void) => {
    timers.current.push(window.setTimeout(fn, ms));
  };

  const handleToggle = (checked: boolean) => {
    void setFieldValue('useTemporaryPassword', checked);
    void setFieldValue('temporaryPassword', checked ? generateTemporaryPassword() : '');
  };

  const handleRegenerate = () => {
    setGenerating(true);
    later(TEMP_PASSWORD_REGENERATE_DELAY_MS, () => {
      void setFieldValue('temporaryPassword', generateTemporaryPassword());
      setGenerating(false);
    });
  };

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(values.temporaryPassword);
    } catch {
      // Clipboard refused (insecure origin): the password stays visible to copy by hand.
    }
    setCopied(true);
    later(COPIED_INDICATOR_MS, () => setCopied(false));
  };

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <FormControlLabel
        control={
          <Switch
            checked={values.useTemporaryPassword}
            onChange={(e) => handleToggle(e.target.checked)}
          />
        }
        label={
          isCreate ? 'Generate temporary password' : 'Reset password with a temporary password'
        }
      />
      {values.useTemporaryPassword ? (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <TextField
            label="Temporary Password"
            value={values.temporaryPassword}
            error={Boolean(error)}
            helperText={error ?? 'Share it with the user; it stops working after the expiry below.'}
            slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              size="small"
              onClick={handleRegenerate}
              disabled={generating}
            >
              {generating ? 'Generating...' : values.temporaryPassword ? 'Regenerate' : 'Generate'}
            </Button>
            <Button
              variant="outlined"
              size="small"
              onClick={() => void handleCopy()}
              disabled={!values.temporaryPassword}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
            <Button
              variant="text"
              size="small"
              onClick={() => void setFieldValue('temporaryPassword', '')}
            >
              Clear
            </Button>
          </Stack>
          <TextField
            select
            label="Password Expiry"
            value={values.expirationHours}
            onChange={(e) => void setFieldValue('expirationHours', Number(e.target.value))}
          >
            {TEMP_PASSWORD_EXPIRY_HOURS.map((hours) => (
              <MenuItem key={hours} value={hours}>
                {hoursLabel(hours)}
              </MenuItem>
            ))}
          </TextField>
          <FormCheckboxField
            name="forcePasswordChange"
            label="Require password change at next login"
          />
        </Stack>
      ) : null}
    </Box>
  );
}
