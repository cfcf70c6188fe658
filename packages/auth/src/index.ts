// Everything: the lean entry (./core) plus the bindings that need TanStack Query (the current user).
export * from './core.js';
export {
  AuthProvider,
  bindQueryClient,
  useAuth,
  type AuthProviderProps,
  type AuthUser,
  type UseAuthResult,
} from './react.js';
