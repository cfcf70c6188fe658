// The API's routes without their schemas: what a call needs before it can be sent. Kept free of zod so
// the client's first paint does not carry the schemas. Both tables are written by the build from the
// definitions (definitions/<domain>.ts, the one place an endpoint is written); this file merges them.
import { appRoutes } from './app-routes.js';
import { authRoutes } from './auth-routes.js';

/** Who may call an endpoint: anyone, a signed-in user, or a concierge. */
export type Access = 'public' | 'user' | 'concierge';

/** Where an endpoint lives and who may call it. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with `:name` parameters, e.g. `/api/v1/requests/:id`. */
  path: string;
  access: Access;
}

/** Every endpoint: the auth ones first (the auth client's, see auth-routes.ts), then the others. */
export const routes = { ...authRoutes, ...appRoutes } as const satisfies Record<string, Route>;

export type EndpointName = keyof typeof routes;
