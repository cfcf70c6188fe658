import { useEffect, useState } from 'react';
import { MESSAGES, type MfaFactorKind } from '@concierge/api-client';
import {
  useFreshProof,
  type FreshProof,
  type FreshProofApi,
  type FreshProofOptions,
  type FreshProofPrompt,
} from '@concierge/auth';
import { useZodForm, SubmitActions } from '@concierge/forms';
import { Alert, Button, Drawer, Form, FormActions, Input, Message, signChallenge } from '@concierge/ui';
import { FRESH_PROOF_TEXTS as T } from './fresh-proof-texts';

/**
 * The account's fresh proof over the app's api client and session: wrap each factor change or sign-out of
 * other devices in `guard`, and render `<FreshProofDialog prompt={proof.prompt} … />` beside it.
 */
export function useAccountFreshProof(api: FreshProofApi, session: FreshProofOptions['session']): FreshProof {
  return useFreshProof(api, {
    session,
    sign: (options) => signChallenge(options),
    cancelled: () => new Error(T.cancelled),
  });
}

/**
 * What the dialog names after the app's MFA step (the same factor names, the same code fields): each app
 * passes its own texts objects, read when rendering so they are in the reader's language.
 */
export interface FreshProofFactorTexts {
  kind: Readonly<Record<MfaFactorKind, string>>;
  totpIntro: string;
  totpLabel: string;
  recoveryIntro: string;
  recoveryLabel: string;
}

/** The app's texts and failure wording the dialog shows beside its own (FRESH_PROOF_TEXTS). */
export interface FreshProofAppTexts {
  factors: FreshProofFactorTexts;
  /** The texted code's field label (the MFA step's). */
  smsCodeLabel: string;
  /** A failed passkey ceremony as the person should read it (a cancelled one says so). */
  passkeyFailureText: (failure: unknown) => string;
}

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** One submit of the dialog: busy while it runs, its failure's text after. */
function useAttempt() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const attempt = async (work: () => Promise<void>, text = messageOf) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (failure) {
      setError(text(failure));
      setBusy(false);
    }
  };
  return { busy, error, attempt };
}

/** Moves focus into the field once it shows (the dialog first focuses its close button). */
function useFocusOnShow(id: string, when = true) {
  useEffect(() => {
    if (when) document.getElementById(id)?.focus();
  }, [id, when]);
}

function PasswordProof({ prompt }: { prompt: FreshProofPrompt }) {
  useFocusOnShow('fresh-proof-password');
  // The server judges the password: the form has no rules of its own.
  const form = useZodForm({
    defaultValues: { password: '' },
    onSubmit: ({ password }) => prompt.withPassword(password),
    fieldId: (name) => `fresh-proof-${name}`,
    fallbackError: MESSAGES.requestFailed,
    errorText: messageOf,
  });
  return (
    <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={T.title}>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Input
        {...form.field('password')}
        type="password"
        label={T.passwordLabel}
        autoComplete="current-password"
        required
      />
      <SubmitActions busy={form.submitting} busyLabel={T.confirming}>
        {T.confirm}
      </SubmitActions>
    </Form>
  );
}

function CodeProof({
  prompt,
  kind,
  texts,
}: {
  prompt: FreshProofPrompt;
  kind: 'sms' | 'totp' | 'recovery_code';
  texts: FreshProofAppTexts;
}) {
  const F = texts.factors;
  const [sent, setSent] = useState(false);
  const sending = useAttempt();
  const form = useZodForm({
    defaultValues: { code: '' },
    onSubmit: ({ code }) => prompt.withCode(kind, code.trim()),
    fieldId: () => `fresh-proof-${kind}`,
    fallbackError: MESSAGES.requestFailed,
    errorText: messageOf,
  });
  useFocusOnShow(`fresh-proof-${kind}`, kind !== 'sms' || sent);
  const label = kind === 'sms' ? texts.smsCodeLabel : kind === 'totp' ? F.totpLabel : F.recoveryLabel;
  return (
    <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={F.kind[kind]}>
      {kind === 'totp' ? <p>{F.totpIntro}</p> : kind === 'recovery_code' ? <p>{F.recoveryIntro}</p> : null}
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      {sending.error ? <Alert>{sending.error}</Alert> : null}
      {kind === 'sms' ? (
        <>
          <div role="status">{sent ? <Message tone="success">{T.codeSent}</Message> : null}</div>
          <Button
            variant="secondary"
            loading={sending.busy && !sent}
            loadingLabel={T.sendingCode}
            onClick={() =>
              void sending.attempt(async () => {
                await prompt.sendCode();
                setSent(true);
              })
            }
          >
            {T.sendCode}
          </Button>
        </>
      ) : null}
      <Input
        {...form.field('code')}
        label={label}
        inputMode={kind === 'recovery_code' ? undefined : 'numeric'}
        autoComplete={kind === 'recovery_code' ? 'off' : 'one-time-code'}
        required
      />
      <SubmitActions busy={form.submitting} busyLabel={T.confirming}>
        {T.confirm}
      </SubmitActions>
    </Form>
  );
}

function PasskeyProof({ prompt, texts }: { prompt: FreshProofPrompt; texts: FreshProofAppTexts }) {
  const { busy, error, attempt } = useAttempt();
  return (
    <section aria-label={texts.factors.kind.passkey}>
      <p>{T.passkeyIntro}</p>
      {error ? <Alert>{error}</Alert> : null}
      <Button
        loading={busy}
        loadingLabel={T.usingPasskey}
        onClick={() => void attempt(() => prompt.withPasskey(), texts.passkeyFailureText)}
      >
        {T.usePasskey}
      </Button>
    </section>
  );
}

/** The account's factors as proofs; recovery codes count only beside a factor (they stand in for one). */
function FactorProof({
  prompt,
  factors,
  texts,
}: {
  prompt: FreshProofPrompt;
  factors: readonly MfaFactorKind[];
  texts: FreshProofAppTexts;
}) {
  const [chosen, setChosen] = useState<MfaFactorKind>(factors[0]!);
  const others = factors.filter((kind) => kind !== chosen);
  return (
    <>
      {chosen === 'passkey' ? (
        <PasskeyProof prompt={prompt} texts={texts} />
      ) : (
        <CodeProof key={chosen} prompt={prompt} kind={chosen} texts={texts} />
      )}
      {others.length > 0 ? (
        <section aria-labelledby="fresh-proof-others" className="fresh-proof__others">
          <h3 id="fresh-proof-others">{T.otherWays}</h3>
          <ul>
            {others.map((kind) => (
              <li key={kind}>
                <Button variant="tertiary" onClick={() => setChosen(kind)}>
                  {texts.factors.kind[kind]}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * Asks for fresh proof while `prompt` is set: the account's second factor (passkey first, as the MFA step
 * offers them) or, with none, its password. A side sheet over the page: the form or dialog that asked stays
 * as it was behind it, busy, and goes on by itself once proved. Escape, the close button and Cancel give up:
 * the change is not made and says so where it was asked for.
 */
export function FreshProofDialog({
  prompt,
  texts,
}: {
  prompt: FreshProofPrompt | null;
  texts: FreshProofAppTexts;
}) {
  const factors = prompt?.factors ?? null;
  const real = factors?.filter((kind) => kind !== 'recovery_code') ?? [];
  return (
    <Drawer
      title={T.title}
      description={T.intro}
      open={prompt !== null}
      onOpenChange={(open) => {
        if (!open) prompt?.cancel();
      }}
      closeLabel={T.cancel}
      className="fresh-proof"
    >
      {!prompt ? null : prompt.failed ? (
        <Alert>
          {T.loadFailed}{' '}
          <Button variant="tertiary" onClick={prompt.reload}>
            {T.tryAgain}
          </Button>
        </Alert>
      ) : factors === null ? (
        <p role="status" aria-busy="true">
          {T.loading}
        </p>
      ) : real.length === 0 ? (
        <PasswordProof prompt={prompt} />
      ) : (
        <FactorProof prompt={prompt} factors={factors} texts={texts} />
      )}
      {prompt ? (
        <FormActions>
          <Button variant="secondary" onClick={prompt.cancel}>
            {T.cancel}
          </Button>
        </FormActions>
      ) : null}
    </Drawer>
  );
}

/**
 * The pair an app's screens use, bound to the app once: `useServices` gives its api client and auth store,
 * `useTexts` the names of its MFA step (both hooks, called while rendering).
 */
export function freshProofFor(app: {
  useServices: () => { api: FreshProofApi; auth: { session: FreshProofOptions['session'] } };
  useTexts: () => FreshProofAppTexts;
}) {
  return {
    useAccountFreshProof(): FreshProof {
      const { api, auth } = app.useServices();
      return useAccountFreshProof(api, auth.session);
    },
    FreshProofDialog({ prompt }: { prompt: FreshProofPrompt | null }) {
      return <FreshProofDialog prompt={prompt} texts={app.useTexts()} />;
    },
  };
}
