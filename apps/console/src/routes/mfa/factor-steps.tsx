import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError, MESSAGES, type MfaFactorKind } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { Alert, Button, Form, FormActions, Input } from '@concierge/ui';
import { TEXTS } from '../../app/texts';
import { useServices } from '../../app/services';

const F = TEXTS.factors;

/** The account's second factors (issue 19), read while the MFA step is pending. */
export function useMfaFactors() {
  const { api } = useServices();
  return useQuery({ queryKey: ['mfa-factors'], queryFn: () => api.getMfaFactors() });
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

/** One button per factor the account has, in the server's order. */
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

/** The code of the authenticator app or a recovery code, whichever `factor` was chosen. */
export function FactorCodeStep({ factor }: { factor: 'totp' | 'recovery_code' }) {
  const { verifyTotp, verifyRecoveryCode } = useAuth();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const app = factor === 'totp';
  const id = app ? 'mfa-totp' : 'mfa-recovery';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setMissing(true);
      document.getElementById(id)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await (app ? verifyTotp : verifyRecoveryCode)(code.trim());
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : MESSAGES.mfaVerifyFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={F.kind[factor]}>
      <p>{app ? F.totpIntro : F.recoveryIntro}</p>
      {error ? <Alert>{error}</Alert> : null}
      <Input
        id={id}
        label={app ? F.totpLabel : F.recoveryLabel}
        name="code"
        autoComplete={app ? 'one-time-code' : 'off'}
        {...(app ? { inputMode: 'numeric' as const } : {})}
        required
        value={code}
        onValueChange={setCode}
        errorMessage={missing && !code.trim() ? F.required : undefined}
      />
      <FormActions>
        <Button type="submit" loading={busy} loadingLabel={TEXTS.mfa.verifying}>
          {TEXTS.mfa.verify}
        </Button>
      </FormActions>
    </Form>
  );
}
