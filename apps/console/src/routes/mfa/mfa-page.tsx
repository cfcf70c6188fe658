import { useEffect, useState, type FormEvent } from 'react';
import { isApiError, MESSAGES } from '@concierge/api-client';
import { CodeInput } from '@concierge/account-ui/code-input';
import { useAuth } from '@concierge/auth';
import { Alert, Button, Countdown, Form, FormActions, Message, type CountdownStart } from '@concierge/ui';
import { PageLoading } from '../../app/page-loading';
import { TEXTS } from '../../app/texts';
import { isEnrollmentOptional } from '../../features/access/access-rules';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { PasskeyFactorStep } from '../../features/passkeys/passkey-buttons';
import { AnotherWay, FactorChoice, FactorCodeStep, OnlyFactor, useMfaFactors } from './factor-steps';
import { SubmitActions } from '@concierge/forms';

const errorText = (failure: unknown, fallback: string) => (isApiError(failure) ? failure.message : fallback);
/** The wait a refused call asks for (its `Retry-After`), as a new countdown start; null when none. */
const retryWaitOf = (failure: unknown): CountdownStart | null =>
  isApiError(failure) && failure.retryAfter ? { seconds: failure.retryAfter } : null;

/** Verification for an enrolled account: text a code to the phone on file. */
function SendCodeStep() {
  const { sendMfaCode } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wait, setWait] = useState<CountdownStart | null>(null);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setWait(null);
    try {
      await sendMfaCode();
    } catch (failure) {
      setError(errorText(failure, MESSAGES.mfaTokenRequestFailed));
      setWait(retryWaitOf(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={TEXTS.mfa.send}>
      <p>{TEXTS.mfa.sendIntro}</p>
      {error ? <Alert>{error}</Alert> : null}
      <Countdown start={wait}>{TEXTS.mfa.codeWait}</Countdown>
      <SubmitActions busy={busy} busyLabel={TEXTS.mfa.sending}>
        {TEXTS.mfa.send}
      </SubmitActions>
    </Form>
  );
}

/** The texted code; on success the auth flow continues to the saved path or the queue. */
function CodeStep() {
  const { verifyMfa, sendMfaCode } = useAuth();
  const [otp, setOtp] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [wait, setWait] = useState<CountdownStart | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!otp.trim()) {
      setMissing(true);
      document.getElementById('mfa-otp')?.focus();
      return;
    }
    setBusy('verify');
    setError(null);
    try {
      await verifyMfa(otp.trim());
    } catch (failure) {
      setError(errorText(failure, MESSAGES.mfaVerifyFailed));
    } finally {
      setBusy(null);
    }
  }
  async function onResend() {
    setBusy('resend');
    setError(null);
    setResent(false);
    setWait(null);
    try {
      await sendMfaCode();
      setResent(true);
    } catch (failure) {
      setError(errorText(failure, MESSAGES.mfaTokenRequestFailed));
      setWait(retryWaitOf(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={TEXTS.mfa.verify}>
      <p>{TEXTS.mfa.codeIntro}</p>
      {error ? <Alert>{error}</Alert> : null}
      <Countdown start={wait}>{TEXTS.mfa.codeWait}</Countdown>
      {resent ? <Message tone="success">{TEXTS.mfa.resent}</Message> : null}
      <CodeInput
        id="mfa-otp"
        label={TEXTS.mfa.code}
        name="otp"
        value={otp}
        onValueChange={setOtp}
        errorMessage={missing && !otp.trim() ? TEXTS.mfa.codeRequired : undefined}
        digits={false}
      />
      <FormActions>
        <Button type="submit" loading={busy === 'verify'} loadingLabel={TEXTS.mfa.verifying}>
          {TEXTS.mfa.verify}
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'resend'}
          loadingLabel={TEXTS.mfa.sending}
          onClick={() => void onResend()}
        >
          {TEXTS.mfa.resend}
        </Button>
      </FormActions>
    </Form>
  );
}

/** The choice when the account has several factors; with the phone alone, the texted code as before. */
function VerificationStep() {
  const factors = useMfaFactors();
  if (factors.isPending) return <PageLoading />;
  const kinds = factors.data?.factors ?? [];
  if (kinds.length > 1) return <FactorChoice factors={kinds} />;
  // A passkey alone (its recovery codes all used, or the only factor CONSOLE_REQUIRE_PASSKEY accepts): its
  // step at once. An app alone (the demo's staff): its code step. A phone alone: the texted code.
  if (kinds[0] === 'passkey') return <PasskeyFactorStep />;
  if (kinds[0] === 'totp') return <OnlyFactor factor="totp" />;
  return <SendCodeStep />;
}

/** The pending MFA step after sign-in: send and verify a code, or say why the console cannot go on. */
export function MfaPage() {
  usePageTitle(TEXTS.mfa.title);
  const { state, skipMfaEnrollment, signOut } = useAuth();
  const skip = isEnrollmentOptional(state);
  useEffect(() => {
    if (skip) skipMfaEnrollment();
  }, [skip, skipMfaEnrollment]);
  if (skip) return <PageLoading />;

  return (
    <main id="main" className="cui-page cui-page--narrow">
      <p className="brand">{TEXTS.appName}</p>
      <h1 tabIndex={-1}>{TEXTS.mfa.title}</h1>
      {state.status === 'mfaVerificationRequired' ? (
        state.factor ? (
          <SendCodeStep />
        ) : (
          <VerificationStep />
        )
      ) : null}
      {state.status === 'mfaCodeSent' ? <CodeStep /> : null}
      {state.status === 'mfaFactorChosen' ? (
        state.factor === 'passkey' ? (
          <PasskeyFactorStep />
        ) : (
          <FactorCodeStep factor={state.factor === 'recovery_code' ? 'recovery_code' : 'totp'} />
        )
      ) : null}
      {state.factor ? <AnotherWay /> : null}
      {state.status === 'mfaEnrollmentAvailable' ? (
        <>
          <Message tone="warning">{TEXTS.mfa.enrollFirst}</Message>
          <p>
            <Button variant="secondary" onClick={() => void signOut()}>
              {TEXTS.signOut}
            </Button>
          </p>
        </>
      ) : null}
    </main>
  );
}
