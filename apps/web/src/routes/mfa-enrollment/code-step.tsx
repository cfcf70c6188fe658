import { useState } from 'react';
import { isApiError, MESSAGES } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import {
  Alert,
  Button,
  Countdown,
  Form,
  FormActions,
  Input,
  Message,
  type CountdownStart,
} from '@concierge/ui';
import { fieldErrors } from '../../features/forms/field-errors';
import { useForm } from '../../features/forms/use-form';
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
  const form = useForm({
    initial: { otp: '' },
    validate: (values, { MfaVerifyBody }) => fieldErrors(MfaVerifyBody, values),
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
      <Input
        id={fieldId('otp')}
        label={T.label}
        name="otp"
        autoComplete="one-time-code"
        required
        value={form.values.otp}
        onValueChange={(value) => form.setValue('otp', value)}
        errorMessage={form.errors.otp}
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
