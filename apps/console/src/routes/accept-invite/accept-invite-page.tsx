import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '@concierge/api-client';
import { useZodForm, SubmitActions } from '@concierge/forms';
import { Alert, Form, Input, Message } from '@concierge/ui';
import { paths } from '../../app/paths';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { ACCEPT_INVITE_TEXTS as T } from '../team/team-texts';

/**
 * The emailed invitation: the invitee chooses a name and a password (sign-up's rules, checked by
 * the server) and then signs in. The token stays in the page: it is sent once, in the request body.
 */
export function AcceptInvitePage() {
  usePageTitle(T.title);
  const { token = '' } = useParams();
  const { api } = useServices();
  const [accepted, setAccepted] = useState<string | null>(null);
  const form = useZodForm({
    defaultValues: { name: '', last_name: '', password: '' },
    // Each is needed; sign-up's rules are the server's (docs/validation.md#validation-rules).
    check: (values) => ({
      ...(values.name.trim() ? {} : { name: T.required }),
      ...(values.last_name.trim() ? {} : { last_name: T.required }),
      ...(values.password ? {} : { password: T.required }),
    }),
    onSubmit: async ({ name, last_name, password }) =>
      setAccepted(
        (
          await api.call('acceptStaffInvite', {
            body: { invite: { token, name: name.trim(), last_name: last_name.trim(), password } },
          })
        ).data.email,
      ),
    fieldId: (name) => `invite-${name.replace('_', '-')}`,
    fallbackError: MESSAGES.requestFailed,
  });

  return (
    <main id="main" className="cui-page cui-page--narrow">
      <p className="brand">{TEXTS.appName}</p>
      <h1 tabIndex={-1}>{T.title}</h1>
      {accepted ? (
        <>
          <Message tone="success">{T.done(accepted)}</Message>
          <p>
            <RouterLink to={paths.signIn}>{T.signIn}</RouterLink>
          </p>
        </>
      ) : (
        <>
          <p>{T.intro}</p>
          <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={T.title}>
            {form.formError ? <Alert>{form.formError}</Alert> : null}
            <Input {...form.field('name')} label={T.name} autoComplete="given-name" required />
            <Input {...form.field('last_name')} label={T.lastName} autoComplete="family-name" required />
            <Input
              {...form.field('password')}
              label={T.password}
              type="password"
              autoComplete="new-password"
              required
              hint={T.passwordHint(PASSWORD_MIN_LENGTH)}
            />
            <SubmitActions busy={form.submitting} busyLabel={T.submitting}>
              {T.submit}
            </SubmitActions>
          </Form>
        </>
      )}
    </main>
  );
}
