import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError, MESSAGES, type MfaFactorKind } from '@concierge/api-client';
import {
  AnotherWay as SharedAnotherWay,
  FactorChoice as SharedFactorChoice,
} from '@concierge/account-ui/factor-choice';
import { useAuth } from '@concierge/auth';
import { Alert, Form, Input } from '@concierge/ui';
import { PageLoading } from '../../app/page-loading';
import { TEXTS } from '../../app/texts';
import { useServices } from '../../app/services';
import { SubmitActions } from '@concierge/forms';
import { FACTOR_TEXTS } from '@concierge/account-ui/factor-texts';

const F = FACTOR_TEXTS;

/** The account's second factors, read while the MFA step is pending. */
export function useMfaFactors() {
  const { api } = useServices();
  return useQuery({ queryKey: ['mfa-factors'], queryFn: () => api.getMfaFactors() });
}

/** Back to the choice of factor; only for accounts that have one (more than one factor). */
export function AnotherWay() {
  const factors = useMfaFactors();
  if ((factors.data?.factors.length ?? 0) < 2) return null;
  return <SharedAnotherWay label={F.anotherWay} />;
}

/**
 * The account's only factor needs no choice: chosen at once (an authenticator app alone, as the demo's
 * staff have: its code step follows).
 */
export function OnlyFactor({ factor }: { factor: MfaFactorKind }) {
  const { chooseMfaFactor } = useAuth();
  useEffect(() => {
    chooseMfaFactor(factor);
  }, [chooseMfaFactor, factor]);
  return <PageLoading />;
}

/** The choice of factor, with this app's texts. */
export function FactorChoice({ factors }: { factors: readonly MfaFactorKind[] }) {
  return <SharedFactorChoice factors={factors} texts={F} />;
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
      <SubmitActions busy={busy} busyLabel={TEXTS.mfa.verifying}>
        {TEXTS.mfa.verify}
      </SubmitActions>
    </Form>
  );
}
