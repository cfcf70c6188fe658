import { useState } from 'react';
import { isApiError, MESSAGES } from '@concierge/api-client';
import { CodeInput } from '@concierge/account-ui/code-input';
import { useAuth } from '@concierge/auth';
import { Alert, Button, Countdown, Form, FormActions, Message, type CountdownStart } from '@concierge/ui';
import { useZodForm } from '@concierge/forms';
import { loadFormSchemas } from '../../features/forms/form-schemas';
import { TEXTS } from '../../app/texts';
import { retryWaitOf } from '../../features/retry-wait/retry-wait';
import { MFA_TEXTS } from './mfa-texts';

const T = MFA_TEXTS.code;

const fieldId = (name: string) => `mfa-${name}`;

/** The last step: enter the texted code; on success the auth flow continues where it was going. */
export function CodeStep() {
  const { verifyMfa, sendMfaCode } = useAuth();
  const [resend, setResend] = useState<{
    busy: boolean;
    error: string | null;
    sent: boolean;
    wait: CountdownStart | null;
  }>({ busy: false, error: null, sent: false, wait: null });
  const form = useZodForm({
    defaultValues: { otp: '' },
    schema: async () => (await loadFormSchemas()).MfaVerifyBody,
    onSubmit: async ({ otp }) => void (await verifyMfa(otp.trim())),
    fieldId,
    fallbackError: MESSAGES.mfaVerifyFailed,
  });
  const onResend = () => {
    setResend({ busy: true, error: null, sent: false, wait: null });
    sendMfaCode().then(
      () => setResend({ busy: false, error: null, sent: true, wait: null }),
      (error: unknown) =>
        setResend({
          busy: false,
          error: isApiError(error) ? error.message : MESSAGES.mfaTokenRequestFailed,
          sent: false,
          wait: retryWaitOf(error),
        }),
    );
  };

  return (
    <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={T.formLabel}>
      <p>{T.intro}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      {resend.error ? <Alert>{resend.error}</Alert> : null}
      <Countdown start={resend.wait}>{TEXTS.codeWait}</Countdown>
      {resend.sent ? <Message tone="success">{TEXTS.codeResent}</Message> : null}
      <CodeInput
        id={fieldId('otp')}
        label={T.label}
        name="otp"
        value={form.values.otp}
        onValueChange={(value) => form.setValue('otp', value)}
        errorMessage={form.errors.otp}
        digits={false}
      />
      <FormActions>
        <Button type="submit" loading={form.submitting} loadingLabel={T.submitting}>
          {T.submit}
        </Button>
        <Button variant="secondary" loading={resend.busy} loadingLabel={T.resending} onClick={onResend}>
          {T.resend}
        </Button>
      </FormActions>
    </Form>
  );
}
