import { useState } from 'react';
import { isApiError, MESSAGES } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { SubmitActions, useZodForm, type Validator } from '@concierge/forms';
import { Alert, Button, Countdown, Form, FormActions, Message, type CountdownStart } from '@concierge/ui';
import { CodeInput } from './code-input';
import { retryWaitOf } from './retry-wait';

/** The app's words for the texted code's two steps; read when rendering (they follow the language). */
export interface TextedCodeTexts {
  sendFormLabel: string;
  sendIntro: string;
  send: string;
  sending: string;
  codeFormLabel: string;
  codeIntro: string;
  codeLabel: string;
  /** The empty code's message, where no schema gives one. */
  codeRequired: string;
  verify: string;
  verifying: string;
  resend: string;
  resending: string;
  resent: string;
  /** Under the refusal of a resend that asked for a wait (its Retry-After). */
  codeWait: (seconds: number) => string;
}

/** Verification for an enrolled account: text a code to the phone on file (docs/sign-in-security.md#text-message-codes). */
export function SendCodeStep({ texts }: { texts: TextedCodeTexts }) {
  const { sendMfaCode } = useAuth();
  const [wait, setWait] = useState<CountdownStart | null>(null);
  const form = useZodForm({
    defaultValues: {},
    onSubmit: async () => {
      setWait(null);
      await sendMfaCode().catch((failure: unknown) => {
        setWait(retryWaitOf(failure));
        throw failure;
      });
    },
    fieldId: () => '',
    fallbackError: MESSAGES.mfaTokenRequestFailed,
  });
  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-label={texts.sendFormLabel}>
      <p>{texts.sendIntro}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Countdown start={wait}>{texts.codeWait}</Countdown>
      <SubmitActions busy={form.submitting} busyLabel={texts.sending}>
        {texts.send}
      </SubmitActions>
    </Form>
  );
}

interface ResendState {
  busy: boolean;
  error: string | null;
  sent: boolean;
  wait: CountdownStart | null;
}

/**
 * The texted code; on success the auth flow goes on where it was going. A new code can be asked for here;
 * a refused resend says why, with the wait it asked for.
 */
export function TextedCodeStep({
  texts,
  schema,
}: {
  texts: TextedCodeTexts;
  /** The contract's `MfaVerifyBody`, for its field messages in the page's language; else "required" only. */
  schema?: (() => Promise<Validator>) | undefined;
}) {
  const { verifyMfa, sendMfaCode } = useAuth();
  const [resend, setResend] = useState<ResendState>({ busy: false, error: null, sent: false, wait: null });
  const form = useZodForm({
    defaultValues: { otp: '' },
    schema,
    check: schema ? undefined : ({ otp }) => (otp.trim() ? {} : { otp: texts.codeRequired }),
    onSubmit: async ({ otp }) => {
      // One error at a time: a verify replaces what a resend said, and the other way round.
      setResend((last) => ({ ...last, error: null, sent: false }));
      await verifyMfa(otp.trim());
    },
    fieldId: (name) => `mfa-${name}`,
    fallbackError: MESSAGES.mfaVerifyFailed,
  });
  const onResend = () => {
    form.clearFormError();
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
    <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={texts.codeFormLabel}>
      <p>{texts.codeIntro}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      {resend.error ? <Alert>{resend.error}</Alert> : null}
      <Countdown start={resend.wait}>{texts.codeWait}</Countdown>
      {resend.sent ? <Message tone="success">{texts.resent}</Message> : null}
      <CodeInput {...form.field('otp')} label={texts.codeLabel} digits={false} />
      <FormActions>
        <Button type="submit" loading={form.submitting} loadingLabel={texts.verifying}>
          {texts.verify}
        </Button>
        <Button variant="secondary" loading={resend.busy} loadingLabel={texts.resending} onClick={onResend}>
          {texts.resend}
        </Button>
      </FormActions>
    </Form>
  );
}
