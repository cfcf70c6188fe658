import { MESSAGES } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { Alert, Button, Form, FormActions } from '@concierge/ui';
import { useForm } from '../../features/forms/use-form';

/** Verification for an enrolled account: text a code to the phone on file. */
export function SendCodeStep() {
  const { sendMfaCode } = useAuth();
  const form = useForm({
    initial: {},
    validate: () => ({}),
    onSubmit: async () => void (await sendMfaCode()),
    fieldId: () => '',
    fallbackError: MESSAGES.mfaTokenRequestFailed,
  });
  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-label="Send a code">
      <p>Your account uses two-step verification. We will text a 6-digit code to the phone on file.</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <FormActions>
        <Button type="submit" loading={form.submitting} loadingLabel="Sending code">
          Send code
        </Button>
      </FormActions>
    </Form>
  );
}
