// Client-side field rules come from the contract's zod schemas (@concierge/api-client), so the browser
// and the server apply one rule set. This turns a schema's issues into one message per form field.

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Any zod schema, typed structurally: the app does not import zod itself. */
export interface Validator {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/**
 * Validates `value` with `schema` and returns the first message per field. `prefix` is the path the form's
 * fields sit under in the body (e.g. `['user']` for `{ user: { email } }`); `rename` maps body keys to
 * field names where they differ (e.g. `reset_password_token`).
 */
export function fieldErrors<Name extends string>(
  schema: Validator,
  value: unknown,
  prefix: readonly string[] = [],
  rename: Partial<Record<string, Name>> = {},
): FieldErrors<Name> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: FieldErrors<Name> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    if (!prefix.every((segment, index) => path[index] === segment)) continue;
    const key = path[prefix.length];
    if (key === undefined) continue;
    const name = (rename[key] ?? key) as Name;
    errors[name] ??= issue.message;
  }
  return errors;
}

/** True when there is at least one error. */
export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some(Boolean);
}
