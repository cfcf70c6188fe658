import { MESSAGES, MfaEnrollBody } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { Alert, Button, Form, FormActions, PhoneInput } from '@concierge/ui';
import { fieldErrors } from '../../features/forms/field-errors';
import { useForm } from '../../features/forms/use-form';

/** Not in the spec: US numbers, the market the product serves; the server accepts any 7–15 digits. */
export const PHONE_MASK = '+1 (999) 999-9999';

const fieldId = (name: string) => `mfa-${name}`;

/** Step 1 of enrollment: the phone that receives the codes (the server texts the first code at once). */
export function PhoneStep({ canSkip }: { canSkip: boolean }) {
  const { enrollMfa, skipMfaEnrollment } = useAuth();
  const form = useForm({
    initial: { mfa_number: '' },
    validate: (values) => fieldErrors(MfaEnrollBody, values),
    onSubmit: async ({ mfa_number }) => void (await enrollMfa(mfa_number)),
    fieldId,
    fallbackError: MESSAGES.mfaEnrollFailed,
  });

  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-label="Add your phone">
      <p>Add a mobile number. Each time you sign in we will text you a 6-digit code to confirm it is you.</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <PhoneInput
        id={fieldId('mfa_number')}
        label="Mobile number"
        name="mfa_number"
        mask={PHONE_MASK}
        required
        value={form.values.mfa_number}
        onValueChange={(value) => form.setValue('mfa_number', value)}
        errorMessage={form.errors.mfa_number}
      />
      <FormActions>
        <Button type="submit" loading={form.submitting} loadingLabel="Sending code">
          Send code
        </Button>
        {canSkip ? (
          <Button variant="tertiary" onClick={() => skipMfaEnrollment()}>
            Not now
          </Button>
        ) : null}
      </FormActions>
    </Form>
  );
}
