// One row of the per-endpoint table: what a named function (or `api.call`, for an endpoint without one)
// must send, and what it must resolve to.
import type { ApiClient, EndpointName } from './index.js';

export interface EndpointCase {
  fn: keyof ApiClient;
  endpoint: EndpointName;
  method: string;
  path: string;
  body?: unknown;
  idempotencyKey?: string;
  run: (api: ApiClient) => Promise<unknown>;
  expected: unknown;
}
