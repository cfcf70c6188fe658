import { useState } from 'react';
import { MFA_FACTORS_KEY } from '@concierge/account-ui/factor-choice';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, MESSAGES } from '@concierge/api-client';
import { useAuth, type FreshProof } from '@concierge/auth';
import { Alert, Button, ConfirmDialog, Form, Message } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { useZodForm, SubmitActions } from '@concierge/forms';
import { loadFormSchemas } from '../../features/forms/form-schemas';
import { TextAround } from '../../features/rich-text/text-around';
import { CodeInput } from '@concierge/account-ui/code-input';
import { SECURITY_TEXTS } from './security-texts';

const S = SECURITY_TEXTS;

interface Enrollment {
  secret: string;
  qrCode: string;
}

/** The secret as the app shows it in groups of four, easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Step two of adding an app: the QR code and key, then a code to confirm. */
/** Runs a call that may need fresh proof first (the page's `useAccountFreshProof().guard`). */
type Guard = FreshProof['guard'];

function ConfirmApp({
  enrollment,
  onCodes,
  guard,
}: {
  enrollment: Enrollment;
  onCodes: (codes: string[]) => void;
  guard: Guard;
}) {
  const { confirmTotpEnrollment } = useAuth();
  const queryClient = useQueryClient();
  const [added, setAdded] = useState(false);
  const form = useZodForm({
    defaultValues: { code: '' },
    schema: async () => (await loadFormSchemas()).TotpCodeBody,
    onSubmit: async ({ code }) => {
      const { recoveryCodes } = await guard(() => confirmTotpEnrollment(code.trim()));
      setAdded(true);
      if (recoveryCodes) onCodes(recoveryCodes);
      await queryClient.invalidateQueries({ queryKey: MFA_FACTORS_KEY });
    },
    fieldId: (name) => `totp-${name}`,
    fallbackError: MESSAGES.mfaVerifyFailed,
  });
  if (added) return <Message tone="success">{S.appAdded}</Message>;
  return (
    <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={S.addApp}>
      <p>{S.scanIntro}</p>
      <img className="security-qr" src={enrollment.qrCode} alt={S.qrAlt} width={200} height={200} />
      <p>
        <TextAround text={S.secret}>
          <code className="security-secret">{grouped(enrollment.secret)}</code>
        </TextAround>
      </p>
      <p>{S.confirmIntro}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <CodeInput {...form.field('code')} label={S.codeLabel} />
      <SubmitActions busy={form.submitting} busyLabel={S.confirming}>
        {S.confirm}
      </SubmitActions>
    </Form>
  );
}

/** The authenticator-app section: set one up (QR code, key, confirming code) or remove it. */
export function AuthenticatorApp({
  enrolled,
  onCodes,
  guard,
}: {
  enrolled: boolean;
  onCodes: (codes: string[]) => void;
  guard: Guard;
}) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removed, setRemoved] = useState(false);

  const start = () => {
    setBusy(true);
    setError(null);
    setRemoved(false);
    guard(() => api.startTotpEnrollment())
      .then(
        (started) => setEnrollment(started),
        (failure: unknown) => setError(isApiError(failure) ? failure.message : MESSAGES.mfaEnrollFailed),
      )
      .finally(() => setBusy(false));
  };
  const remove = async () => {
    await guard(() => api.removeTotp());
    setEnrollment(null);
    setRemoved(true);
    await queryClient.invalidateQueries({ queryKey: MFA_FACTORS_KEY });
  };

  return (
    <section aria-labelledby="security-app">
      <h2 id="security-app">{S.appHeading}</h2>
      <div role="status">{removed ? <Message tone="success">{S.appRemoved}</Message> : null}</div>
      {error ? <Alert>{error}</Alert> : null}
      {enrolled && !enrollment ? (
        <>
          <p>{S.appOn}</p>
          <Button variant="secondary" onClick={() => setRemoving(true)}>
            {S.removeApp}
          </Button>
          <ConfirmDialog
            open={removing}
            onOpenChange={setRemoving}
            title={S.removeConfirmTitle}
            description={S.removeConfirmBody}
            confirmLabel={S.removeApp}
            tone="danger"
            onConfirm={remove}
          />
        </>
      ) : enrollment ? (
        <ConfirmApp enrollment={enrollment} onCodes={onCodes} guard={guard} />
      ) : (
        <>
          <p>{S.appOff}</p>
          <Button loading={busy} loadingLabel={S.starting} onClick={start}>
            {S.addApp}
          </Button>
        </>
      )}
    </section>
  );
}
