// `@concierge/api-client/auth`: the auth client and what its callers handle (errors, texts), without the
// other routes and endpoints of the root entry.
export { createAuthClient, type AuthClient } from './auth-client.js';
export type { ApiClientOptions } from './client.js';
export type { SessionAccess } from './http.js';
export type { SignUpInput } from './endpoints/auth.js';
export type { MfaFactorKind } from './schemas/mfa.js';
export type { PasskeyAssertion, PasskeyRequestOptions } from './schemas/passkeys.js';
export { authRoutes, type AuthEndpointName } from './auth-routes.js';
export { ApiError, isApiError, type ApiErrorBody, type ApiErrorKind } from './errors.js';
export { MESSAGES, type MessageKey } from './messages.js';
