import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type CurrentUser } from '@concierge/api-client';
import { useZodForm, SubmitActions } from '@concierge/forms';
import { currentUserQueryKey } from '@concierge/auth';
import { Alert, Form, Input, Message } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { FreshProofDialog, useAccountFreshProof } from '../../features/fresh-proof/fresh-proof-dialog';
import { localizeMessage } from '../../features/validation/validation-texts';

const A = TEXTS.account;

/** A form's outcome under its button: the failure, or the success text (a live region). */
function Feedback({ error, done }: { error: string | null; done: string }) {
  return (
    <>
      {error ? <Alert>{error}</Alert> : null}
      <div role="status">{done ? <Message tone="success">{done}</Message> : null}</div>
    </>
  );
}

/** The options the account forms share: the server checks their fields (`{ user: { … } }`). */
const accountForm = (form: string) => ({
  fieldsAt: ['user'],
  fieldId: (name: string) => `account-${form}-${name}`,
  serverMessage: localizeMessage,
  fallbackError: MESSAGES.requestFailed,
  // Every failure says what happened, a cancelled confirmation of the fresh proof too.
  errorText: (failure: unknown) => (failure instanceof Error ? failure.message : String(failure)),
});

/** First and last name; the saved user replaces the cached one, so initials change everywhere at once. */
export function NameForm({ user }: { user: CurrentUser }) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const [done, setDone] = useState('');
  const form = useZodForm({
    ...accountForm('profile'),
    defaultValues: {
      name: user.name ?? user.full_name.split(' ')[0] ?? '',
      last_name: user.last_name ?? user.full_name.split(' ').slice(1).join(' '),
    },
    onSubmit: async ({ name, last_name }) => {
      setDone('');
      queryClient.setQueryData(currentUserQueryKey, await api.updateProfile(name, last_name));
      setDone(A.nameSaved);
    },
  });
  return (
    <Form noValidate aria-labelledby="account-name" onSubmit={form.handleSubmit}>
      <h2 id="account-name">{A.nameHeading}</h2>
      <Input label={A.firstName} {...form.field('name')} autoComplete="given-name" required />
      <Input label={A.lastName} {...form.field('last_name')} autoComplete="family-name" required />
      <SubmitActions busy={form.submitting}>{A.saveName}</SubmitActions>
      <Feedback error={form.formError} done={done} />
    </Form>
  );
}

/** A new email: a link goes there; nothing changes until it is confirmed. */
export function EmailForm({ user }: { user: CurrentUser }) {
  const { api } = useAppServices();
  const [done, setDone] = useState('');
  const form = useZodForm({
    ...accountForm('email'),
    defaultValues: { email: '', current_password: '' },
    onSubmit: async ({ email, current_password }) => {
      setDone('');
      await api.requestEmailChange(email, current_password);
      form.setValue('current_password', '');
      setDone(A.linkSent(email));
    },
  });
  return (
    <Form noValidate aria-labelledby="account-email" onSubmit={form.handleSubmit}>
      <h2 id="account-email">{A.emailHeading}</h2>
      <p>{A.currentEmail(user.email)}</p>
      <Input type="email" label={A.newEmail} {...form.field('email')} autoComplete="email" required />
      <Input
        type="password"
        label={A.currentPassword}
        {...form.field('current_password')}
        autoComplete="current-password"
        required
      />
      <SubmitActions busy={form.submitting}>{A.sendLink}</SubmitActions>
      <Feedback error={form.formError} done={done} />
    </Form>
  );
}

/** The current password and a new one; the server ends every other session. */
export function PasswordForm() {
  const { api } = useAppServices();
  const [done, setDone] = useState('');
  // With a second factor, ending the other sessions needs it passed lately too: asked for when the server says.
  const proof = useAccountFreshProof();
  const form = useZodForm({
    ...accountForm('password'),
    defaultValues: { current_password: '', password: '' },
    onSubmit: async ({ current_password, password }) => {
      setDone('');
      await proof.guard(() => api.changePassword(current_password, password));
      form.setValue('current_password', '');
      form.setValue('password', '');
      setDone(A.passwordChanged);
    },
  });
  return (
    <Form noValidate aria-labelledby="account-password" onSubmit={form.handleSubmit}>
      <h2 id="account-password">{A.passwordHeading}</h2>
      <Input
        type="password"
        label={A.currentPassword}
        {...form.field('current_password')}
        autoComplete="current-password"
        required
      />
      <Input
        type="password"
        label={A.newPassword}
        hint={A.newPasswordHint}
        {...form.field('password')}
        autoComplete="new-password"
        required
      />
      <SubmitActions busy={form.submitting}>{A.changePassword}</SubmitActions>
      <Feedback error={form.formError} done={done} />
      <FreshProofDialog prompt={proof.prompt} />
    </Form>
  );
}
