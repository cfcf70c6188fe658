import { useQuery } from '@tanstack/react-query';
import { MESSAGES, type MfaFactorKind } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { Alert, Button, Form, FormActions, Input } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { fieldErrors } from '../../features/forms/field-errors';
import { useForm } from '../../features/forms/use-form';
import { FACTOR_TEXTS } from './factor-texts';

const F = FACTOR_TEXTS;
const fieldId = (name: string) => `mfa-${name}`;

/** The account's second factors (issue 19), read while the MFA step is pending. */
export function useMfaFactors() {
  const { api } = useAppServices();
  return useQuery({ queryKey: ['mfa-factors'], queryFn: () => api.getMfaFactors(), staleTime: 0 });
}

/** Back to the choice of factor; only for accounts that had a choice. */
export function AnotherWay() {
  const { clearMfaFactor } = useAuth();
  return (
    <p>
      <Button variant="tertiary" onClick={() => clearMfaFactor()}>
        {F.anotherWay}
      </Button>
    </p>
  );
}

/** The choice: one button per factor the account has, in the server's order (passkey, app, text, code). */
export function FactorChoice({ factors }: { factors: readonly MfaFactorKind[] }) {
  const { chooseMfaFactor } = useAuth();
  return (
    <section aria-labelledby="mfa-choose">
      <p id="mfa-choose">{F.chooseIntro}</p>
      <ul className="mfa-factors" aria-label={F.chooseLabel}>
        {factors.map((factor) => (
          <li key={factor}>
            <Button variant="secondary" onClick={() => chooseMfaFactor(factor)}>
              {F.kind[factor]}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The authenticator app's code. */
export function TotpStep() {
  const { verifyTotp } = useAuth();
  const form = useForm({
    initial: { code: '' },
    validate: (values, { TotpCodeBody }) => fieldErrors(TotpCodeBody, values),
    onSubmit: async ({ code }) => void (await verifyTotp(code.trim())),
    fieldId,
    fallbackError: MESSAGES.mfaVerifyFailed,
  });
  return (
    <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={F.kind.totp}>
      <p>{F.totpIntro}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Input
        id={fieldId('code')}
        label={F.totpLabel}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={form.values.code}
        onValueChange={(value) => form.setValue('code', value)}
        errorMessage={form.errors.code}
      />
      <FormActions>
        <Button type="submit" loading={form.submitting} loadingLabel={F.verifying}>
          {F.verify}
        </Button>
      </FormActions>
    </Form>
  );
}

/** One of the saved recovery codes. */
export function RecoveryCodeStep() {
  const { verifyRecoveryCode } = useAuth();
  const form = useForm({
    initial: { code: '' },
    validate: (values, { RecoveryCodeBody }) => fieldErrors(RecoveryCodeBody, values),
    onSubmit: async ({ code }) => void (await verifyRecoveryCode(code.trim())),
    fieldId: (name) => fieldId(`recovery-${name}`),
    fallbackError: MESSAGES.mfaVerifyFailed,
  });
  return (
    <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={F.kind.recovery_code}>
      <p>{F.recoveryIntro}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Input
        id={fieldId('recovery-code')}
        label={F.recoveryLabel}
        name="code"
        autoComplete="off"
        required
        value={form.values.code}
        onValueChange={(value) => form.setValue('code', value)}
        errorMessage={form.errors.code}
      />
      <FormActions>
        <Button type="submit" loading={form.submitting} loadingLabel={F.verifying}>
          {F.verify}
        </Button>
      </FormActions>
    </Form>
  );
}
