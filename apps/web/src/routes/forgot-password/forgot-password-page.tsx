import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MESSAGES } from '@concierge/api-client';
import { Alert, Button, Form, FormActions, Input, Message } from '@concierge/ui';
import { paths } from '../../app/paths';
import { usePublicServices } from '../../app/services';
import { useZodForm } from '@concierge/forms';
import { loadFormSchemas } from '../../features/forms/form-schemas';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { FORGOT_PASSWORD_TEXTS as T } from './forgot-password-texts';

const fieldId = (name: string) => `forgot-password-${name}`;

/** /forgot-password (docs/screens.md#routes): asks for a reset link by email. */
export function ForgotPasswordPage() {
  usePageTitle(T.title);
  // The auth client: this page loads without the whole API client.
  const { auth } = usePublicServices();
  const [sent, setSent] = useState(false);
  const form = useZodForm({
    defaultValues: { email: '' },
    schema: async () => (await loadFormSchemas()).PasswordResetRequestBody,
    toBody: (values) => ({ user: values }),
    fieldsAt: ['user'],
    onSubmit: async ({ email }) => {
      await auth.client.requestPasswordReset(email);
      setSent(true);
    },
    fieldId,
    fallbackError: MESSAGES.passwordResetFailed,
  });

  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>{T.title}</h1>
      {sent ? (
        <Message tone="success">{T.requested}</Message>
      ) : (
        <Form
          method="post"
          noValidate
          onSubmit={form.handleSubmit}
          onFocus={form.prepare}
          aria-label={T.title}
        >
          <p>{T.intro}</p>
          {form.formError ? <Alert>{form.formError}</Alert> : null}
          <Input {...form.field('email')} label={T.email} type="email" autoComplete="email" required />
          <FormActions>
            <Button type="submit" loading={form.submitting} loadingLabel={T.submitting}>
              {T.submit}
            </Button>
          </FormActions>
        </Form>
      )}
      <p>
        <RouterLink to={paths.signIn}>{T.backToSignIn}</RouterLink>
      </p>
    </main>
  );
}
