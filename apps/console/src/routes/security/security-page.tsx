import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, MESSAGES } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { Alert, Button, ConfirmDialog, Form, FormActions, Input, Message } from '@concierge/ui';
import { PageLoading } from '../../app/page-loading';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { ConsolePasskeys } from '../../features/passkeys/console-passkeys';
import { RecoveryCodesPanel } from './recovery-codes';

const S = TEXTS.security;
const FACTORS_KEY = ['mfa-factors'] as const;
const errorText = (failure: unknown, fallback: string) => (isApiError(failure) ? failure.message : fallback);

/** Adding an app: the QR code and typed key, then a code it shows. */
function ConfirmApp({
  enrollment,
  onCodes,
}: {
  enrollment: { secret: string; qrCode: string };
  onCodes: (codes: string[]) => void;
}) {
  const { confirmTotpEnrollment } = useAuth();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { recoveryCodes } = await confirmTotpEnrollment(code.trim());
      if (recoveryCodes) onCodes(recoveryCodes);
      await queryClient.invalidateQueries({ queryKey: FACTORS_KEY });
    } catch (failure) {
      setError(errorText(failure, MESSAGES.mfaVerifyFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={S.addApp}>
      <p>{S.scanIntro}</p>
      <img className="security-qr" src={enrollment.qrCode} alt={S.qrAlt} width={200} height={200} />
      <p>
        {S.secretLabel}{' '}
        <code className="security-secret">{enrollment.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <Input
        id="totp-code"
        label={S.codeLabel}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onValueChange={setCode}
      />
      <FormActions>
        <Button type="submit" loading={busy} loadingLabel={S.confirming}>
          {S.confirm}
        </Button>
      </FormActions>
    </Form>
  );
}

/**
 * /console/security (issue 19): the staff member's passkeys (the kit's list, as in the web app), authenticator
 * app and recovery codes, as in the web app's sign-in security page.
 */
export function SecurityPage() {
  usePageTitle(S.title);
  const { api } = useServices();
  const queryClient = useQueryClient();
  const factors = useQuery({ queryKey: FACTORS_KEY, queryFn: () => api.getMfaFactors() });
  const [enrollment, setEnrollment] = useState<{ secret: string; qrCode: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'remove' | 'regenerate' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: FACTORS_KEY });

  if (factors.isError)
    return (
      <main id="main" className="cui-page cui-page--narrow">
        <h1 tabIndex={-1}>{S.title}</h1>
        <Alert>{S.loadFailed}</Alert>
      </main>
    );
  if (!factors.data) return <PageLoading />;
  const kinds = factors.data.factors;
  const appOn = kinds.includes('totp');

  const start = () => {
    setError(null);
    setNotice(null);
    api
      .startTotpEnrollment()
      .then(setEnrollment, (failure: unknown) => setError(errorText(failure, MESSAGES.mfaEnrollFailed)));
  };

  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>{S.title}</h1>
      <section aria-labelledby="security-passkeys">
        <h2 id="security-passkeys">{TEXTS.passkeys.heading}</h2>
        <p>{TEXTS.passkeys.intro}</p>
        <ConsolePasskeys onCodes={setCodes} />
      </section>
      <section aria-labelledby="security-app">
        <h2 id="security-app">{S.appHeading}</h2>
        <div role="status">{notice ? <Message tone="success">{notice}</Message> : null}</div>
        {error ? <Alert>{error}</Alert> : null}
        {appOn ? (
          <>
            <p>{S.appOn}</p>
            <Button variant="secondary" onClick={() => setDialog('remove')}>
              {S.removeApp}
            </Button>
          </>
        ) : enrollment ? (
          <ConfirmApp
            enrollment={enrollment}
            onCodes={(fresh) => {
              setEnrollment(null);
              setNotice(S.appAdded);
              setCodes(fresh);
            }}
          />
        ) : (
          <>
            <p>{S.appOff}</p>
            <Button onClick={start}>{S.addApp}</Button>
          </>
        )}
      </section>
      <section aria-labelledby="security-codes">
        <h2 id="security-codes">{S.codesHeading}</h2>
        {codes ? (
          <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />
        ) : kinds.some((kind) => kind !== 'recovery_code') ? (
          <>
            <p>{S.codesLeft(factors.data.recoveryCodesRemaining)}</p>
            <Button variant="secondary" onClick={() => setDialog('regenerate')}>
              {S.regenerate}
            </Button>
          </>
        ) : (
          <p>{S.codesNone}</p>
        )}
      </section>
      <ConfirmDialog
        open={dialog !== null}
        onOpenChange={(open) => setDialog(open ? dialog : null)}
        title={dialog === 'remove' ? S.removeApp : S.regenerate}
        description={dialog === 'remove' ? S.removeConfirmBody : S.regenerateConfirmBody}
        confirmLabel={dialog === 'remove' ? S.removeApp : S.regenerate}
        tone={dialog === 'remove' ? 'danger' : 'default'}
        onConfirm={async () => {
          if (dialog === 'remove') {
            await api.removeTotp();
            setNotice(S.appRemoved);
          } else {
            setCodes(await api.regenerateRecoveryCodes());
          }
          await refresh();
        }}
      />
    </main>
  );
}
