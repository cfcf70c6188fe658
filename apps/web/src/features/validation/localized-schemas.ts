import * as Schemas from '@concierge/api-client/schemas';
import type { FormSchemas } from '../forms/form-schemas';
import type { Validator } from '@concierge/forms';
import { localizeIssue, type RuleIssue } from './validation-texts';

// The forms' rules: the contract's schemas, whose failures read in the page's language. Loaded
// by form-schemas.ts when a form is first used, with zod and the schemas.

const isValidator = (value: unknown): value is Validator =>
  typeof value === 'object' && value !== null && typeof (value as Validator).safeParse === 'function';

function localized(schema: Validator): Validator {
  return {
    safeParse(value) {
      const result = schema.safeParse(value);
      if (result.success) return result;
      const issues = result.error.issues.map((issue) => ({
        ...issue,
        message: localizeIssue(issue as RuleIssue),
      }));
      return { success: false, error: { issues } };
    },
  };
}

/** Every schema of the contract as a validator whose messages are translated when it runs. */
export const localizedSchemas = Object.fromEntries(
  Object.entries(Schemas).flatMap(([name, value]) => (isValidator(value) ? [[name, localized(value)]] : [])),
) as FormSchemas;
