import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError, MESSAGES, PASSWORD_MIN_LENGTH } from '@concierge/api-client';
import { Alert, Button, Form, FormActions, Input, Message } from '@concierge/ui';
import { paths } from '../../app/paths';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { ACCEPT_INVITE_TEXTS as T } from '../team/team-texts';

/**
 * The emailed invitation (issue 18): the invitee chooses a name and a password (sign-up's rules, checked by
 * the server) and then signs in. The token stays in the page: it is sent once, in the request body.
 */
export function AcceptInvitePage() {
  usePageTitle(T.title);
  const { token = '' } = useParams();
  const { api } = useServices();
  const [name, setName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const empty = [
      ['invite-name', name.trim()],
      ['invite-last-name', lastName.trim()],
      ['invite-password', password],
    ].find(([, value]) => !value);
    if (empty) {
      setMissing(true);
      document.getElementById(empty[0]!)?.focus();
      return;
    }
    setMissing(false);
    setBusy(true);
    try {
      setAccepted(
        await api.acceptStaffInvite({ token, name: name.trim(), lastName: lastName.trim(), password }),
      );
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : MESSAGES.requestFailed);
      if (!isApiError(failure)) console.error(failure);
    } finally {
      setBusy(false);
    }
  }

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
          <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={T.title}>
            {error ? <Alert>{error}</Alert> : null}
            <Input
              id="invite-name"
              label={T.name}
              name="name"
              autoComplete="given-name"
              required
              value={name}
              onValueChange={setName}
              errorMessage={missing && !name.trim() ? T.required : undefined}
            />
            <Input
              id="invite-last-name"
              label={T.lastName}
              name="last_name"
              autoComplete="family-name"
              required
              value={lastName}
              onValueChange={setLastName}
              errorMessage={missing && !lastName.trim() ? T.required : undefined}
            />
            <Input
              id="invite-password"
              label={T.password}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              hint={T.passwordHint(PASSWORD_MIN_LENGTH)}
              value={password}
              onValueChange={setPassword}
              errorMessage={missing && !password ? T.required : undefined}
            />
            <FormActions>
              <Button type="submit" loading={busy} loadingLabel={T.submitting}>
                {T.submit}
              </Button>
            </FormActions>
          </Form>
        </>
      )}
    </main>
  );
}
