import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { MESSAGES } from '@concierge/api-client';
import { Alert, Button, Form, FormActions, Input } from '@concierge/ui';
import { paths } from '../../app/paths';
import { useAppServices } from '../../app/services';
import { useZodForm } from '@concierge/forms';
import { loadFormSchemas } from '../../features/forms/form-schemas';
import { TEXTS } from '../../app/texts';
import { usePageTitle } from '../../features/page-title/use-page-title';

const fieldId = (name: string) => `reset-password-${name}`;
const T = TEXTS.resetPassword;

/** /reset-password/{resetToken} (docs/screens.md#routes): chooses a new password with the emailed token. */
export function ResetPasswordPage() {
  usePageTitle(T.title);
  const { resetToken = '' } = useParams();
  const { api, toasts } = useAppServices();
  const navigate = useNavigate();
  const form = useZodForm({
    defaultValues: { password: '', password_confirmation: '' },
    schema: async () => (await loadFormSchemas()).ResetPasswordBody,
    toBody: (values) => ({ reset_password_token: resetToken, ...values }),
    onSubmit: async ({ password, password_confirmation }) => {
      await api.resetPassword({
        resetPasswordToken: resetToken,
        password,
        passwordConfirmation: password_confirmation,
      });
      toasts.add(TEXTS.passwordChanged, { type: 'success', autoDismiss: true });
      await navigate(paths.signIn);
    },
    fieldId,
    fallbackError: MESSAGES.passwordResetFailed,
  });

  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>{T.title}</h1>
      <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={T.title}>
        {form.formError ? (
          <Alert>
            {form.formError} <RouterLink to={paths.forgotPassword}>{T.newLink}</RouterLink>
          </Alert>
        ) : null}
        <Input
          {...form.field('password')}
          label={T.password}
          type="password"
          autoComplete="new-password"
          placeholder={T.passwordPlaceholder}
          required
        />
        <Input
          {...form.field('password_confirmation')}
          label={T.confirm}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormActions>
          <Button type="submit" loading={form.submitting} loadingLabel={T.submitting}>
            {T.submit}
          </Button>
        </FormActions>
      </Form>
    </main>
  );
}
