// What an outside team writes with the published packages: sign up through useAuth, a form whose first
// field is focused through Input's ref, Tabs, the toast store, and an upload through @concierge/uploader
// with a client from createApiClient, all against the real API on another origin (`?api=`, as a team's
// build would hold its API's address), the file PUT wherever the API's presigned address points.
import { useEffect, useRef, useState, version } from 'react';
import { createApiClient, isApiError } from '@concierge/api-client';
import { createAuthStore, createSession, useAuth } from '@concierge/auth';
import { Button, Input, Tabs, ToastViewport, createToastStore } from '@concierge/ui';
import { createPresignedUpload } from '@concierge/uploader';

const baseUrl = new URLSearchParams(window.location.search).get('api') ?? window.location.origin;
const session = createSession();
export const auth = createAuthStore({ baseUrl, session });
const client = createApiClient({ baseUrl, session });
const upload = createPresignedUpload(client);
const toasts = createToastStore();

function SignUp() {
  const { signUp } = useAuth();
  const email = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  useEffect(() => email.current?.focus(), []);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        signUp({
          email: String(form.get('email')),
          password: String(form.get('password')),
          name: 'Ada',
          last_name: 'Lovelace',
        }).catch((caught: unknown) => setError(isApiError(caught) ? caught.message : String(caught)));
      }}
    >
      <Input ref={email} label="Email" name="email" type="email" required />
      <Input label="Password" name="password" type="password" required errorMessage={error} />
      <Button type="submit">Create account</Button>
    </form>
  );
}

function Upload() {
  const [key, setKey] = useState<string>();
  return (
    <label>
      File
      <input
        type="file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return;
          upload(file).then(
            (stored) => {
              setKey(stored);
              toasts.add(`Uploaded ${file.name}`);
            },
            (caught: unknown) => toasts.add(`Upload failed: ${String(caught)}`),
          );
        }}
      />
      {key ? <output data-key={key}>Stored</output> : null}
    </label>
  );
}

export function App() {
  const { user, isAuthenticated, isMfaPending, skipMfaEnrollment } = useAuth();
  return (
    <main>
      <h1>Consumer on React {version}</h1>
      {isMfaPending ? (
        // A new account is offered a second factor; this app lets the user skip it.
        <Button onClick={() => void skipMfaEnrollment()}>Skip two-step verification</Button>
      ) : isAuthenticated ? (
        <>
          <p>Signed in as {user?.initials ?? '…'}</p>
          <Tabs
            label="Account"
            tabs={[
              { title: 'Profile', content: <p>Profile of {user?.email}</p> },
              { title: 'Upload', content: <Upload /> },
            ]}
          />
        </>
      ) : (
        <SignUp />
      )}
      <ToastViewport store={toasts} />
    </main>
  );
}
