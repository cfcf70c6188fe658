import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, MESSAGES, type ApiClient } from '@concierge/api-client';
import { TextAround } from '@concierge/app-locale/text-around';
import { useAuth, type FreshProof } from '@concierge/auth';
import { SubmitActions, useZodForm, type Validator } from '@concierge/forms';
import { Alert, Button, ConfirmDialog, Form, Message } from '@concierge/ui';
import { AUTHENTICATOR_APP_TEXTS as T } from './authenticator-app-texts';
import { CodeInput } from './code-input';
import { MFA_FACTORS_KEY } from './factor-choice';
import { FACTOR_TEXTS } from './factor-texts';

/** Runs a call, asking for fresh proof first when the server says so (the page's `useAccountFreshProof().guard`). */
type Guard = FreshProof['guard'];
type AppApi = Pick<ApiClient, 'startTotpEnrollment' | 'removeTotp'>;
interface Enrollment {
  secret: string;
  qrCode: string;
}

/** The key as the app shows it, in groups of four: easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export interface AuthenticatorAppSetupProps {
  api: AppApi;
  /** Without one, the calls go straight (the enrolment screen: the server asks for no fresh proof there). */
  guard?: Guard | undefined;
  /** The contract's `TotpCodeBody`, for the code's field messages in the page's language (else "Enter a code."). */
  schema?: (() => Promise<Validator>) | undefined;
  /** The set-up starts: the page clears what it said before. */
  onStart?: (() => void) | undefined;
  /** The app is on; the recovery codes the account's first second factor brings, else null. */
  onEnrolled: (codes: string[] | null) => void;
}

/**
 * Setting up an authenticator app (docs/sign-in-security.md#second-factors): a button asks the server for a
 * new key, then the key (QR code and typed) and a code from the app turn it on. Used on the security page of
 * both apps and on the console's enrolment screen.
 */
export function AuthenticatorAppSetup({
  api,
  guard = (call) => call(),
  schema,
  onStart,
  onEnrolled,
}: AuthenticatorAppSetupProps) {
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (enrollment) {
    return (
      <ConfirmApp
        enrollment={enrollment}
        guard={guard}
        schema={schema}
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
      .then(setEnrollment, (failure: unknown) =>
        setError(isApiError(failure) ? failure.message : MESSAGES.mfaEnrollFailed),
      )
      .finally(() => setStarting(false));
  };
  return (
    <>
      {error ? <Alert>{error}</Alert> : null}
      <Button loading={starting} loadingLabel={T.starting} onClick={start}>
        {T.add}
      </Button>
    </>
  );
}

/** Step two: the QR code and the key, then a code the app shows. Focus goes to the instructions. */
function ConfirmApp({
  enrollment,
  guard,
  schema,
  onConfirmed,
}: {
  enrollment: Enrollment;
  guard: Guard;
  schema: (() => Promise<Validator>) | undefined;
  onConfirmed: (codes: string[] | null) => void;
}) {
  const { confirmTotpEnrollment } = useAuth();
  const queryClient = useQueryClient();
  const intro = useRef<HTMLParagraphElement>(null);
  useEffect(() => intro.current?.focus(), []);
  const form = useZodForm({
    defaultValues: { code: '' },
    schema,
    check: schema ? undefined : ({ code }) => (code.trim() ? {} : { code: FACTOR_TEXTS.required }),
    onSubmit: async ({ code }) => {
      const { recoveryCodes } = await guard(() => confirmTotpEnrollment(code.trim()));
      await queryClient.invalidateQueries({ queryKey: MFA_FACTORS_KEY });
      onConfirmed(recoveryCodes);
    },
    fieldId: (name) => `totp-${name}`,
    fallbackError: MESSAGES.mfaVerifyFailed,
  });
  return (
    <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={T.add}>
      <p ref={intro} tabIndex={-1}>
        {T.scanIntro}
      </p>
      <img className="security-qr" src={enrollment.qrCode} alt={T.qrAlt} width={200} height={200} />
      <p>
        <TextAround text={T.secret}>
          {/* A key, not words: read left to right in a right-to-left page too, and never translated. */}
          <code className="security-secret" dir="ltr" translate="no">
            {grouped(enrollment.secret)}
          </code>
        </TextAround>
      </p>
      <p>{T.confirmIntro}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <CodeInput {...form.field('code')} label={T.codeLabel} />
      <SubmitActions busy={form.submitting} busyLabel={T.confirming}>
        {T.confirm}
      </SubmitActions>
    </Form>
  );
}

export interface AuthenticatorAppSectionProps extends Pick<AuthenticatorAppSetupProps, 'api' | 'schema'> {
  /** The account has an app (its factors list holds `totp`). */
  enrolled: boolean;
  guard: Guard;
  /** The recovery codes the account's first second factor brings: the page shows them once. */
  onCodes: (codes: string[]) => void;
}

/**
 * The security page's authenticator-app section, in both apps: set one up, or remove it (confirmed, with
 * fresh proof). What happened is said in the section's status line.
 */
export function AuthenticatorAppSection({
  api,
  enrolled,
  guard,
  schema,
  onCodes,
}: AuthenticatorAppSectionProps) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const remove = async () => {
    await guard(() => api.removeTotp());
    await queryClient.invalidateQueries({ queryKey: MFA_FACTORS_KEY });
    setNotice(T.removed);
  };
  return (
    <section aria-labelledby="security-app">
      <h2 id="security-app">{T.heading}</h2>
      <div role="status">{notice ? <Message tone="success">{notice}</Message> : null}</div>
      {enrolled ? (
        <>
          <p>{T.on}</p>
          <Button variant="secondary" onClick={() => setRemoving(true)}>
            {T.remove}
          </Button>
          <ConfirmDialog
            open={removing}
            onOpenChange={setRemoving}
            title={T.removeConfirmTitle}
            description={T.removeConfirmBody}
            confirmLabel={T.remove}
            tone="danger"
            onConfirm={remove}
          />
        </>
      ) : (
        <>
          <p>{T.off}</p>
          <AuthenticatorAppSetup
            api={api}
            guard={guard}
            schema={schema}
            onStart={() => setNotice(null)}
            onEnrolled={(codes) => {
              setNotice(T.added);
              if (codes) onCodes(codes);
            }}
          />
        </>
      )}
    </section>
  );
}
