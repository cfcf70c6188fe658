export { resolveApiBase, type ApiBaseOptions } from './api-base.js';
export { createApiClient, type ApiClient, type ApiClientOptions } from './client.js';
export type { CallInput, CallResult, SessionAccess } from './http.js';
export { ApiError, isApiError, type ApiErrorKind } from './errors.js';
export { MESSAGES, type MessageKey } from './messages.js';
export { selectSuggestedSurveys } from './suggested.js';
export * from './constants.js';
export * from './schemas/index.js';
export { contract, type Access, type Contract, type Endpoint, type EndpointName } from './contract.js';
