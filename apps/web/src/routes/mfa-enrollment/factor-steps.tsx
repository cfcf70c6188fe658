import { useQuery } from '@tanstack/react-query';
import { MESSAGES, type MfaFactorKind } from '@concierge/api-client';
import {
  AnotherWay as SharedAnotherWay,
  FactorChoice as SharedFactorChoice,
} from '@concierge/account-ui/factor-choice';
import { CodeInput } from '@concierge/account-ui/code-input';
import { useAuth } from '@concierge/auth';
import { Alert, Form, Input } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { useZodForm, SubmitActions } from '@concierge/forms';
import { loadFormSchemas } from '../../features/forms/form-schemas';
import { FACTOR_TEXTS } from '@concierge/account-ui/factor-texts';

const F = FACTOR_TEXTS;
const fieldId = (name: string) => `mfa-${name}`;

/** The account's second factors, read while the MFA step is pending. */
export function useMfaFactors() {
  const { api } = useAppServices();
  return useQuery({ queryKey: ['mfa-factors'], queryFn: () => api.getMfaFactors(), staleTime: 0 });
}

/** Back to the choice of factor; only for accounts that had a choice. */
export function AnotherWay() {
  return <SharedAnotherWay label={F.anotherWay} />;
}

/** The choice of factor, with this app's texts. */
export function FactorChoice({ factors }: { factors: readonly MfaFactorKind[] }) {
  return <SharedFactorChoice factors={factors} texts={F} />;
}

/** The authenticator app's code. */
export function TotpStep() {
  const { verifyTotp } = useAuth();
  const form = useZodForm({
    defaultValues: { code: '' },
    schema: async () => (await loadFormSchemas()).TotpCodeBody,
    onSubmit: async ({ code }) => void (await verifyTotp(code.trim())),
    fieldId,
    fallbackError: MESSAGES.mfaVerifyFailed,
  });
  return (
    <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={F.kind.totp}>
      <p>{F.totpIntro}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <CodeInput
        id={fieldId('code')}
        label={F.totpLabel}
        name="code"
        value={form.values.code}
        onValueChange={(value) => form.setValue('code', value)}
        errorMessage={form.errors.code}
      />
      <SubmitActions busy={form.submitting} busyLabel={F.verifying}>
        {F.verify}
      </SubmitActions>
    </Form>
  );
}

/** One of the saved recovery codes. */
export function RecoveryCodeStep() {
  const { verifyRecoveryCode } = useAuth();
  const form = useZodForm({
    defaultValues: { code: '' },
    schema: async () => (await loadFormSchemas()).RecoveryCodeBody,
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
      <SubmitActions busy={form.submitting} busyLabel={F.verifying}>
        {F.verify}
      </SubmitActions>
    </Form>
  );
}
