import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, type CurrentUser } from '@concierge/api-client';
import { currentUserQueryKey } from '@concierge/auth';
import { Alert, Button, Form, FormActions, Input, Message } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { localizeMessage } from '../../features/validation/validation-texts';

const A = TEXTS.account;

/** One form's round trip: busy, the field errors and message of a failure, and the success text. */
function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  async function run(event: FormEvent, work: () => Promise<string>) {
    event.preventDefault();
    setBusy(true);
    setDone('');
    setError(null);
    try {
      setDone(await work());
    } catch (failure) {
      const fields: Record<string, string> = {};
      if (isApiError(failure)) {
        for (const issue of failure.body?.issues ?? [])
          fields[issue.path.split('.').at(-1) ?? ''] = localizeMessage(issue.message);
      }
      setError({ message: failure instanceof Error ? failure.message : String(failure), fields });
    } finally {
      setBusy(false);
    }
  }
  const feedback = (
    <>
      {error ? <Alert>{error.message}</Alert> : null}
      <div role="status">{done ? <Message tone="success">{done}</Message> : null}</div>
    </>
  );
  const fieldError = (name: string) => (error?.fields[name] ? { errorMessage: error.fields[name] } : {});
  return { busy, run, feedback, fieldError };
}

/** First and last name; the saved user replaces the cached one, so initials change everywhere at once. */
export function NameForm({ user }: { user: CurrentUser }) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.name ?? user.full_name.split(' ')[0] ?? '');
  const [lastName, setLastName] = useState(user.last_name ?? user.full_name.split(' ').slice(1).join(' '));
  const { busy, run, feedback, fieldError } = useSubmit();
  return (
    <Form
      noValidate
      aria-labelledby="account-name"
      onSubmit={(event) =>
        void run(event, async () => {
          queryClient.setQueryData(currentUserQueryKey, await api.updateProfile(name, lastName));
          return A.nameSaved;
        })
      }
    >
      <h2 id="account-name">{A.nameHeading}</h2>
      <Input
        label={A.firstName}
        name="name"
        autoComplete="given-name"
        required
        value={name}
        onValueChange={setName}
        {...fieldError('name')}
      />
      <Input
        label={A.lastName}
        name="last_name"
        autoComplete="family-name"
        required
        value={lastName}
        onValueChange={setLastName}
        {...fieldError('last_name')}
      />
      <FormActions>
        <Button type="submit" loading={busy}>
          {A.saveName}
        </Button>
      </FormActions>
      {feedback}
    </Form>
  );
}

/** A new email: a link goes there; nothing changes until it is confirmed. */
export function EmailForm({ user }: { user: CurrentUser }) {
  const { api } = useAppServices();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, run, feedback, fieldError } = useSubmit();
  return (
    <Form
      noValidate
      aria-labelledby="account-email"
      onSubmit={(event) =>
        void run(event, async () => {
          await api.requestEmailChange(email, password);
          setPassword('');
          return A.linkSent(email);
        })
      }
    >
      <h2 id="account-email">{A.emailHeading}</h2>
      <p>{A.currentEmail(user.email)}</p>
      <Input
        type="email"
        label={A.newEmail}
        name="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={setEmail}
        {...fieldError('email')}
      />
      <Input
        type="password"
        label={A.currentPassword}
        name="current_password"
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
        {...fieldError('current_password')}
      />
      <FormActions>
        <Button type="submit" loading={busy}>
          {A.sendLink}
        </Button>
      </FormActions>
      {feedback}
    </Form>
  );
}

/** The current password and a new one; the server ends every other session. */
export function PasswordForm() {
  const { api } = useAppServices();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { busy, run, feedback, fieldError } = useSubmit();
  return (
    <Form
      noValidate
      aria-labelledby="account-password"
      onSubmit={(event) =>
        void run(event, async () => {
          await api.changePassword(current, next);
          setCurrent('');
          setNext('');
          return A.passwordChanged;
        })
      }
    >
      <h2 id="account-password">{A.passwordHeading}</h2>
      <Input
        type="password"
        label={A.currentPassword}
        name="current_password"
        autoComplete="current-password"
        required
        value={current}
        onValueChange={setCurrent}
        {...fieldError('current_password')}
      />
      <Input
        type="password"
        label={A.newPassword}
        hint={A.newPasswordHint}
        name="password"
        autoComplete="new-password"
        required
        value={next}
        onValueChange={setNext}
        {...fieldError('password')}
      />
      <FormActions>
        <Button type="submit" loading={busy}>
          {A.changePassword}
        </Button>
      </FormActions>
      {feedback}
    </Form>
  );
}
