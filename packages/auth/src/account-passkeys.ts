import { useQuery, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type {
  ApiClient,
  Passkey,
  PasskeyCreationOptions,
  PasskeyRegistrationCredential,
} from '@concierge/api-client';
import { currentUserQueryKey } from './constants.js';
import type { Session } from './session.js';

/** The query key of the account's passkeys. */
export const accountPasskeysQueryKey = ['passkeys'] as const;

/** What {@link useAccountPasskeys} calls: the client's five passkey endpoints. */
export type AccountPasskeysApi = Pick<
  ApiClient,
  'getPasskeys' | 'startPasskeyRegistration' | 'registerPasskey' | 'renamePasskey' | 'removePasskey'
>;

export interface AccountPasskeysOptions {
  /** The browser's ceremony (`navigator.credentials.create()`): the kit's `createPasskey`. */
  create: (options: PasskeyCreationOptions) => Promise<PasskeyRegistrationCredential>;
  /** Where the MFA token of the account's first second factor is kept: the auth store's session. */
  session: Pick<Session, 'saveMfaToken'>;
  /** The account's recovery codes, brought by its first second factor: to show once. */
  onCodes?: ((codes: string[]) => void) | undefined;
  /** Other queries a change makes stale (the console's list of factors), besides the passkeys and the user. */
  alsoReload?: QueryKey[] | undefined;
}

/** The passkeys, and the three actions the kit's `PasskeyList` takes (`onAdd`, `onRename`, `onRemove`). */
export interface AccountPasskeys {
  query: UseQueryResult<Passkey[]>;
  /** Registers a passkey under `name`; resolves to the name the server kept. */
  add: (name: string) => Promise<string>;
  rename: (passkey: Pick<Passkey, 'id'>, name: string) => Promise<void>;
  remove: (passkey: Pick<Passkey, 'id'>) => Promise<void>;
}

/**
 * The account's passkeys, for the web app's account page and the console's security page and
 * enrol-first screen. The account's first second factor brings this session its MFA token (stored at once:
 * the session needs it from the next request on) and the account its recovery codes (`onCodes`). After
 * each change the list and the current user (whose passkey and MFA facts moved) are read again.
 */
export function useAccountPasskeys(
  api: AccountPasskeysApi,
  { create, session, onCodes, alsoReload = [] }: AccountPasskeysOptions,
): AccountPasskeys {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: accountPasskeysQueryKey, queryFn: () => api.getPasskeys() });
  const reload = async () => {
    for (const queryKey of [accountPasskeysQueryKey, currentUserQueryKey, ...alsoReload])
      await queryClient.invalidateQueries({ queryKey });
  };
  return {
    query,
    add: async (name) => {
      const added = await api.registerPasskey(name, await create(await api.startPasskeyRegistration()));
      if (added.mfaToken) session.saveMfaToken(added.mfaToken);
      if (added.recoveryCodes) onCodes?.(added.recoveryCodes);
      await reload();
      return added.passkey.name;
    },
    rename: async (passkey, name) => {
      await api.renamePasskey(passkey.id, name);
      await reload();
    },
    remove: async (passkey) => {
      await api.removePasskey(passkey.id);
      await reload();
    },
  };
}
