import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import type { ChangeEvent } from 'react';
import { ApiError } from '@/api/errors';
import { getErrorMessage } from '@/api/error-message';
import { PRODUCT_NAME } from '@/config/constants';
import { useJoinWaitlist } from '@/api/resources/waitlist';
import { toWaitlistRequest, type WaitlistFormValues, waitlistSchema } from '../waitlist-form';
import type { WaitlistEntry } from '@/api/schema-types.gen';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { limitedTextProps } from '@/components/limited-text-props';
import { landFieldErrors } from '@/components/server-field-errors';

const LIMITS = INPUT_LIMITS.WaitlistRequest;

export const ALREADY_LISTED_MESSAGE = `You're already on the list. We'll email you as soon as ${PRODUCT_NAME} opens.`;
export const WAITLIST_FAILED_MESSAGE = 'Something went wrong. Please try again.';

export type WaitlistFormProps = {
  onJoined: (entry: WaitlistEntry) => void;
};

const OPTIONAL_FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
] as const;

const initialValues: WaitlistFormValues = { email: '', name: '', company: '', consent: false };

export function WaitlistForm({ onJoined }: WaitlistFormProps) {
  const join = useJoinWaitlist();
  const formik = useFormik<WaitlistFormValues>({
    initialValues,
    validationSchema: waitlistSchema,
    onSubmit: async (values, helpers) => {
      try {
        onJoined(await join.mutateAsync(toWaitlistRequest(values)));
      } catch (error) {
        // A field's problem goes under it; others are shown from join.error below.
        if (landFieldErrors(error, Object.keys(values), helpers.setErrors)) join.reset();
      }
    },
  });
  const showErrors = formik.submitCount > 0;
  const errorOf = (field: keyof WaitlistFormValues) =>
    showErrors ? formik.errors[field] : undefined;
  const alreadyListed = join.error instanceof ApiError && join.error.status === 409;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    join.reset();
    formik.handleChange(event);
  };

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="Join the waitlist">
      <Stack spacing={1}>
        {alreadyListed ? <Alert severity="info">{ALREADY_LISTED_MESSAGE}</Alert> : null}
        {join.error && !alreadyListed ? (
          <Alert severity="error">{getErrorMessage(join.error, WAITLIST_FAILED_MESSAGE)}</Alert>
        ) : null}
        <TextField
          label="Work email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={formik.values.email}
          onChange={handleChange}
          error={Boolean(errorOf('email'))}
          {...limitedTextProps(
            formik.values.email,
            LIMITS.email.maxLength,
            errorOf('email') ?? ' ',
          )}
        />
        {OPTIONAL_FIELDS.map(({ name, label, autoComplete }) => (
          <TextField
            key={name}
            label={label}
            name={name}
            autoComplete={autoComplete}
            value={formik.values[name]}
            onChange={handleChange}
            {...limitedTextProps(formik.values[name] ?? '', LIMITS[name].maxLength, 'Optional')}
          />
        ))}
        <div>
          <FormControlLabel
            control={
              <Checkbox name="consent" checked={formik.values.consent} onChange={handleChange} />
            }
            label={`Also send me ${PRODUCT_NAME} product news (optional). I can unsubscribe at any time.`}
          />
        </div>
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Joining...' : 'Join the waitlist'}
        </Button>
      </Stack>
    </form>
  );
}
