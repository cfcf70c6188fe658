import { MESSAGES } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { SubmitActions, useZodForm, type Validator } from '@concierge/forms';
import { Alert, Form, Input } from '@concierge/ui';
import { CodeInput } from './code-input';
import { FACTOR_TEXTS as F } from './factor-texts';

export interface FactorCodeStepProps {
  /** The authenticator app's 6-digit code, or one of the saved recovery codes. */
  factor: 'totp' | 'recovery_code';
  /**
   * The contract's schema of the code's body (`TotpCodeBody`, `RecoveryCodeBody`), loaded on the form's first
   * focus, for its field messages in the page's language. Without one, an empty code is the only field error
   * ("Enter a code.") and the server's answer says the rest.
   */
  schema?: (() => Promise<Validator>) | undefined;
}

/**
 * The MFA step's code form (docs/sign-in-security.md#second-factors), in both apps: the code checked by the
 * account's auth store, whose success moves the sign-in on; a refusal is the form's error.
 */
export function FactorCodeStep({ factor, schema }: FactorCodeStepProps) {
  const { verifyTotp, verifyRecoveryCode } = useAuth();
  const app = factor === 'totp';
  const fieldId = (name: string) => (app ? `mfa-${name}` : `mfa-recovery-${name}`);
  const form = useZodForm({
    defaultValues: { code: '' },
    schema,
    check: schema ? undefined : ({ code }) => (code.trim() ? {} : { code: F.required }),
    onSubmit: async ({ code }) => void (await (app ? verifyTotp : verifyRecoveryCode)(code.trim())),
    fieldId,
    fallbackError: MESSAGES.mfaVerifyFailed,
  });
  const field = form.field('code');
  return (
    <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={F.kind[factor]}>
      <p>{app ? F.totpIntro : F.recoveryIntro}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      {app ? (
        <CodeInput {...field} label={F.totpLabel} />
      ) : (
        <Input {...field} label={F.recoveryLabel} autoComplete="off" required />
      )}
      <SubmitActions busy={form.submitting} busyLabel={F.verifying}>
        {F.verify}
      </SubmitActions>
    </Form>
  );
}
