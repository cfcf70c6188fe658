export { resolveApiBase, type ApiBaseOptions } from './api-base.js';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ApiTokenClientOptions,
} from './client.js';
export { createAuthClient, type AuthClient } from './auth-client.js';
export {
  sessionHeaders,
  type CallInput,
  type CallResult,
  type HttpOptions,
  type SessionAccess,
} from './http.js';
export type { SignUpInput } from './endpoints/auth.js';
export { withDefaultStatus, type RequestPage } from './endpoints/requests.js';
export {
  ApiError,
  FRESH_PROOF_REQUIRED_CODE,
  isApiError,
  isFreshProofRequired,
  parseRetryAfter,
  type ApiErrorBody,
  type ApiErrorKind,
  type ApiErrorSource,
} from './errors.js';
export { MESSAGES, type MessageKey } from './messages.js';
export { randomId } from './random-id.js';
export { MAX_READ_RETRIES, retryServerErrors } from './retry-policy.js';
export { selectSuggestedSurveys } from './suggested.js';
export * from './constants.js';
export * from './schemas/index.js';
export { contract, type Contract, type Endpoint } from './contract.js';
export { routes, type Access, type EndpointName, type Route } from './routes.js';
export { authRoutes, type AuthEndpointName } from './auth-routes.js';
