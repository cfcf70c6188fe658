// The contract's zod schemas, for the forms' field rules. Loaded when a form is first focused or submitted,
// not with the page: zod and the schemas are a sixth of /sign-in's first load otherwise (issue 11).

import type * as Schemas from '@concierge/api-client/schemas';

export type FormSchemas = typeof Schemas;

let loading: Promise<FormSchemas> | undefined;

/** The schemas module, fetched once; a failed fetch (a deploy replaced the chunk) is tried again next time. */
export function loadFormSchemas(): Promise<FormSchemas> {
  loading ??= import('@concierge/api-client/schemas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
