import { useState, type FormEvent } from 'react';
import { isApiError, MESSAGES } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { Alert, Button, Form, FormActions, Input, Message } from '@concierge/ui';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { isEnrollmentOptional } from '../../features/access/access-rules';
import { useNotice } from '../../features/access/notice';
import { LanguageSwitch } from '../../features/language/language-switch';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { PasskeySignInButton } from '../../features/passkeys/passkey-buttons';

/** Email and password; the auth flow then goes to the MFA step, the saved path or the queue. */
export function SignInPage() {
  usePageTitle(TEXTS.signIn.title);
  const { signIn, skipMfaEnrollment } = useAuth();
  const { notice } = useServices();
  const refusal = useNotice(notice);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (!email.trim() || !password) {
      setMissing(true);
      document.getElementById(email.trim() ? 'sign-in-password' : 'sign-in-email')?.focus();
      return;
    }
    setMissing(false);
    notice.clear();
    setBusy(true);
    try {
      const state = await signIn(email.trim(), password);
      if (isEnrollmentOptional(state)) skipMfaEnrollment();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : MESSAGES.signInFailed);
      if (!isApiError(failure)) console.error(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="cui-page cui-page--narrow">
      <p className="brand">{TEXTS.appName}</p>
      <h1 tabIndex={-1}>{TEXTS.signIn.title}</h1>
      {refusal ? <Message tone="warning">{refusal}</Message> : null}
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={TEXTS.signIn.title}>
        {error ? <Alert>{error}</Alert> : null}
        <Input
          id="sign-in-email"
          label={TEXTS.signIn.email}
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onValueChange={setEmail}
          errorMessage={missing && !email.trim() ? TEXTS.signIn.required : undefined}
        />
        <Input
          id="sign-in-password"
          label={TEXTS.signIn.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
          errorMessage={missing && !password ? TEXTS.signIn.required : undefined}
        />
        <FormActions>
          <Button type="submit" loading={busy} loadingLabel={TEXTS.signIn.submitting}>
            {TEXTS.signIn.submit}
          </Button>
        </FormActions>
      </Form>
      <PasskeySignInButton />
      <LanguageSwitch className="sign-in__language" />
    </main>
  );
}
