import { MESSAGES } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { useZodForm, SubmitActions } from '@concierge/forms';
import { Alert, Form, Input, Message } from '@concierge/ui';
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
  const form = useZodForm({
    defaultValues: { email: '', password: '' },
    // Both are needed; the server judges the rest (the staff sign-in shows no other rule).
    check: ({ email, password }) => ({
      ...(email.trim() ? {} : { email: TEXTS.signIn.required }),
      ...(password ? {} : { password: TEXTS.signIn.required }),
    }),
    onSubmit: async ({ email, password }) => {
      notice.clear();
      const state = await signIn(email.trim(), password);
      if (isEnrollmentOptional(state)) skipMfaEnrollment();
    },
    fieldId: (name) => `sign-in-${name}`,
    fallbackError: MESSAGES.signInFailed,
  });

  return (
    <main id="main" className="cui-page cui-page--narrow">
      <p className="brand">{TEXTS.appName}</p>
      <h1 tabIndex={-1}>{TEXTS.signIn.title}</h1>
      {refusal ? <Message tone="warning">{refusal}</Message> : null}
      <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={TEXTS.signIn.title}>
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <Input
          {...form.field('email')}
          label={TEXTS.signIn.email}
          type="email"
          autoComplete="username"
          required
        />
        <Input
          {...form.field('password')}
          label={TEXTS.signIn.password}
          type="password"
          autoComplete="current-password"
          required
        />
        <SubmitActions busy={form.submitting} busyLabel={TEXTS.signIn.submitting}>
          {TEXTS.signIn.submit}
        </SubmitActions>
      </Form>
      <PasskeySignInButton />
      <LanguageSwitch className="sign-in__language" />
    </main>
  );
}
