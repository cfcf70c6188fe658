import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MFA_FACTORS_KEY } from '@concierge/account-ui/factor-choice';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, MESSAGES } from '@concierge/api-client';
import { useAuth, type FreshProof } from '@concierge/auth';
import { Alert, Button, Form } from '@concierge/ui';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { CodeInput } from '@concierge/account-ui/code-input';
import { SubmitActions } from '@concierge/forms';
import { FACTOR_TEXTS } from '@concierge/account-ui/factor-texts';

const S = TEXTS.security;
/** The account's factors, as the security page and the MFA step read them. */
/** Runs a call, asking for fresh proof first when the server says so (or straight, where it never will). */
type Guard = FreshProof['guard'];
const errorText = (failure: unknown, fallback: string) => (isApiError(failure) ? failure.message : fallback);

/** Adding an app: the QR code and typed key, then a code it shows. Focus goes to the instructions. */
function ConfirmApp({
  enrollment,
  onConfirmed,
  guard,
}: {
  enrollment: { secret: string; qrCode: string };
  onConfirmed: (codes: string[] | null) => void;
  guard: Guard;
}) {
  const { confirmTotpEnrollment } = useAuth();
  const queryClient = useQueryClient();
  const intro = useRef<HTMLParagraphElement>(null);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => intro.current?.focus(), []);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setMissing(true);
      document.getElementById('totp-code')?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { recoveryCodes } = await guard(() => confirmTotpEnrollment(code.trim()));
      onConfirmed(recoveryCodes);
      await queryClient.invalidateQueries({ queryKey: MFA_FACTORS_KEY });
    } catch (failure) {
      setError(errorText(failure, MESSAGES.mfaVerifyFailed));
      setBusy(false);
    }
  }
  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={S.addApp}>
      <p ref={intro} tabIndex={-1}>
        {S.scanIntro}
      </p>
      <img className="security-qr" src={enrollment.qrCode} alt={S.qrAlt} width={200} height={200} />
      <p>
        {S.secretLabel}{' '}
        {/* A key, not words: read left to right in a right-to-left page too, and never translated. */}
        <code className="security-secret" dir="ltr" translate="no">
          {enrollment.secret.replace(/(.{4})(?=.)/g, '$1 ')}
        </code>
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <CodeInput
        id="totp-code"
        label={S.codeLabel}
        name="code"
        value={code}
        onValueChange={setCode}
        errorMessage={missing && !code.trim() ? FACTOR_TEXTS.required : undefined}
      />
      <SubmitActions busy={busy} busyLabel={S.confirming}>
        {S.confirm}
      </SubmitActions>
    </Form>
  );
}

/**
 * Setting up an authenticator app, on the security page and on the enrolment screen a staff
 * account without a second factor meets first: a button that asks the server for a new key, then the key
 * (QR code and typed) and a code from the app to turn it on. The session gets its MFA token with it;
 * `onEnrolled` gets the recovery codes the account's first factor brings (null when it had some).
 */
export function AppEnrolment({
  onStart,
  onEnrolled,
  guard = (call) => call(),
}: {
  onStart?: () => void;
  onEnrolled: (codes: string[] | null) => void;
  /** Runs a call that may need fresh proof first (the security page's `useAccountFreshProof().guard`). */
  guard?: Guard;
}) {
  const { api } = useServices();
  const [enrollment, setEnrollment] = useState<{ secret: string; qrCode: string } | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (enrollment) {
    return (
      <ConfirmApp
        guard={guard}
        enrollment={enrollment}
        onConfirmed={(codes) => {
          setEnrollment(null);
          onEnrolled(codes);
        }}
      />
    );
  }
  const start = () => {
    setError(null);
    setStarting(true);
    onStart?.();
    guard(() => api.startTotpEnrollment())
      .then(setEnrollment, (failure: unknown) => setError(errorText(failure, MESSAGES.mfaEnrollFailed)))
      .finally(() => setStarting(false));
  };
  return (
    <>
      {error ? <Alert>{error}</Alert> : null}
      <Button loading={starting} loadingLabel={S.starting} onClick={start}>
        {S.addApp}
      </Button>
    </>
  );
}
