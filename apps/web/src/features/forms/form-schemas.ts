// The contract's zod schemas, for the forms' field rules, with their messages in the page's language
// (validation/localized-schemas.ts). Loaded when a form is first focused or submitted, not with the page:
// zod and the schemas are a sixth of /sign-in's first load otherwise.

import type * as Schemas from '@concierge/api-client/schemas';
import type { Validator } from '@concierge/forms';

type SchemaModule = typeof Schemas;
/** Each schema of the contract, by name, as a form's validator. */
export type FormSchemas = {
  [Name in keyof SchemaModule as SchemaModule[Name] extends Validator ? Name : never]: Validator;
};

let loading: Promise<FormSchemas> | undefined;

/** The schemas, fetched once; a failed fetch (a deploy replaced the chunk) is tried again next time. */
export function loadFormSchemas(): Promise<FormSchemas> {
  loading ??= import('../validation/localized-schemas').then(
    (module) => module.localizedSchemas,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
