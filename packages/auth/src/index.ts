// Everything: the lean entry (./core) plus the bindings that need TanStack Query (the current user, the
// signed-in devices, the account's passkeys, the reload of a page whose own link is clicked).
export * from './core.js';
export {
  AuthProvider,
  bindQueryClient,
  signedInDevicesQueryKey,
  useAuth,
  isRepeatNavigation,
  useReloadOnRepeatNavigation,
  useSignedInDevices,
  type NavigationEntry,
  type AuthProviderProps,
  type AuthUser,
  type SignedInDevices,
  type SignedInDevicesApi,
  type UseAuthResult,
} from './react.js';
export {
  accountPasskeysQueryKey,
  useAccountPasskeys,
  type AccountPasskeys,
  type AccountPasskeysApi,
  type AccountPasskeysOptions,
} from './account-passkeys.js';
export {
  useFreshProof,
  type FreshProof,
  type FreshProofApi,
  type FreshProofCode,
  type FreshProofOptions,
  type FreshProofPrompt,
} from './fresh-proof.js';
