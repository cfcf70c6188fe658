import type { z } from 'zod';
import type { Route } from '../routes.js';
import type { ApiTokenScope } from '../schemas/api-tokens.js';

/** One endpoint of the API: its route, and the schemas of what goes in and comes out. */
export interface Endpoint extends Route {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /**
   * The scope that lets an API token call this endpoint (docs/api.md#api-tokens); without one, every token
   * is refused here (403 `token-scope`). Named only on the console's endpoints: a token acts for the admin
   * who made it, never as anyone's requester.
   */
  tokenScope?: ApiTokenScope;
}
