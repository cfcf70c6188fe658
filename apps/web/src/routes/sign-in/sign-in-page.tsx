import { Link as RouterLink } from 'react-router';
import { MESSAGES } from '@concierge/api-client';
import { useAuthState } from '@concierge/auth/core';
import { Alert, Button, Form, FormActions, Input } from '@concierge/ui';
import { paths } from '../../app/paths';
import { useZodForm } from '@concierge/forms';
import { loadFormSchemas } from '../../features/forms/form-schemas';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { DeferredLanguageSwitch } from '../../features/language/deferred-language-switch';
import { PasskeySignIn } from '../../features/passkeys/passkey-sign-in';
import { SIGN_IN_TEXTS as T } from './sign-in-texts';

const fieldId = (name: string) => `sign-in-${name}`;

/** /sign-in (docs/screens.md#routes): email and password; the auth flow then goes to MFA, the return path or the dashboard. */
export function SignInPage() {
  usePageTitle(T.title);
  const { signIn } = useAuthState();
  const form = useZodForm({
    defaultValues: { email: '', password: '' },
    schema: async () => (await loadFormSchemas()).SignInBody,
    toBody: (values) => ({ user: values }),
    fieldsAt: ['user'],
    onSubmit: async ({ email, password }) => void (await signIn(email, password)),
    fieldId,
    fallbackError: MESSAGES.signInFailed,
  });

  // method="post": the page is prerendered HTML, shown before (or without) JavaScript; a native submit must
  // never put the password in the address.
  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>{T.title}</h1>
      <Form method="post" noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={T.title}>
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <Input
          {...form.field('email')}
          label={T.email}
          type="email"
          autoComplete="username webauthn"
          required
        />
        <Input
          {...form.field('password')}
          label={T.password}
          type="password"
          autoComplete="current-password"
          required
        />
        <FormActions>
          <Button type="submit" loading={form.submitting} loadingLabel={T.submitting}>
            {T.submit}
          </Button>
        </FormActions>
      </Form>
      <PasskeySignIn />
      <p>
        <RouterLink to={paths.forgotPassword}>{T.forgotPassword}</RouterLink>
      </p>
      <p>
        {T.newHere} <RouterLink to={paths.signUp()}>{T.createAccount}</RouterLink>
      </p>
      <DeferredLanguageSwitch />
    </main>
  );
}
