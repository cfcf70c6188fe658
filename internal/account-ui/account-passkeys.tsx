import type { ReactNode } from 'react';
import { useAccountPasskeys, type AccountPasskeysApi, type AccountPasskeysOptions } from '@concierge/auth';
import { Alert, Button, createPasskey, PasskeyList } from '@concierge/ui';
import { MFA_FACTORS_KEY } from './factor-choice';
import { usePasskeyAvailability } from './passkey-availability';
import { ACCOUNT_PASSKEY_TEXTS as T } from './passkey-texts';

/** The app's words around the list: what loads, and its loading and error texts (as QueryState's). */
export interface AccountPasskeysTexts {
  /** e.g. "your passkeys". */
  what: string;
  loadFailed: (what: string) => string;
  tryAgain: string;
}

export interface AccountPasskeysProps {
  api: AccountPasskeysApi;
  session: AccountPasskeysOptions['session'];
  /** Runs a change that may need fresh proof first: the app's `useAccountFreshProof().guard`. */
  guard: <T>(change: () => Promise<T>) => Promise<T>;
  /** The recovery codes the account's first second factor brings: the page shows them once. */
  onCodes?: ((codes: string[]) => void) | undefined;
  texts: AccountPasskeysTexts;
  /** What shows while the passkeys load (each app's loading state). */
  pending: ReactNode;
}

/**
 * An account's passkeys (docs/sign-in-security.md#passkeys): the kit's PasskeyList (add with a name, rename,
 * remove) over the API through `useAccountPasskeys`. Adding and removing need fresh proof (the server asks;
 * the app's dialog gets it and the change goes on). Where passkeys cannot work the list stays, without the add
 * form: on an IP address it says why in plain words, elsewhere the kit says the browser cannot.
 */
export function AccountPasskeys({ api, session, guard, onCodes, texts, pending }: AccountPasskeysProps) {
  const availability = usePasskeyAvailability();
  const passkeys = useAccountPasskeys(api, {
    create: createPasskey,
    session,
    ...(onCodes && { onCodes }),
    // A passkey is one of the account's second factors: the lists of them (MFA step, security page) change too.
    alsoReload: [MFA_FACTORS_KEY],
  });
  const { query } = passkeys;
  if (query.status === 'pending') return <>{pending}</>;
  if (query.status === 'error') {
    return (
      <Alert>
        {texts.loadFailed(texts.what)}{' '}
        <Button variant="tertiary" onClick={() => void query.refetch()}>
          {texts.tryAgain}
        </Button>
      </Alert>
    );
  }
  return (
    <PasskeyList
      passkeys={query.data}
      onAdd={(name) => guard(() => passkeys.add(name))}
      onRename={passkeys.rename}
      onRemove={(passkey) => guard(() => passkeys.remove(passkey))}
      supported={availability === 'available'}
      unavailableText={availability === 'address' ? T.wrongAddress : undefined}
    />
  );
}
