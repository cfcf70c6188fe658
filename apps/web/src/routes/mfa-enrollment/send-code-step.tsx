import { MESSAGES } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { useState } from 'react';
import { Alert, Countdown, Form, type CountdownStart } from '@concierge/ui';
import { TEXTS } from '../../app/texts';
import { useZodForm, SubmitActions } from '@concierge/forms';
import { retryWaitOf } from '../../features/retry-wait/retry-wait';
import { MFA_TEXTS } from './mfa-texts';

const T = MFA_TEXTS.sendCode;

/** Verification for an enrolled account: text a code to the phone on file. */
export function SendCodeStep() {
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
    <Form noValidate onSubmit={form.handleSubmit} aria-label={T.formLabel}>
      <p>{T.intro}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Countdown start={wait}>{TEXTS.codeWait}</Countdown>
      <SubmitActions busy={form.submitting} busyLabel={T.submitting}>
        {T.submit}
      </SubmitActions>
    </Form>
  );
}
