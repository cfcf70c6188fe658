// `@concierge/api-client/mocks`: msw handlers for every endpoint, for unit tests and Storybook. Kept out of
// the main entry so that apps never ship msw or the fixtures.
import { createHandlers } from './handlers.js';

export { createHandlers } from './handlers.js';
export { fixtures, credentials, type Fixtures, type MockResponses } from './fixtures.js';
export {
  failWith,
  scenario,
  MALFORMED_BODY,
  type Failure,
  type FailureOptions,
  type ScenarioName,
} from './failures.js';
export {
  endpointHandler,
  errorResponse,
  matchEndpoint,
  route,
  type MockOptions,
  type MockRequest,
  type RouteOptions,
} from './routing.js';

/** The default happy handlers (one shared in-memory state); call {@link createHandlers} for a fresh one. */
export const handlers = createHandlers();
