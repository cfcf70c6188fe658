// A form's rules: the contract's zod schema, typed structurally so that this package (and the first load of
// every page) never imports zod, plus the few rules the contract does not hold. docs/validation.md#validation-rules

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Any zod schema, by the one method the forms call: the apps import zod only with `import()`. */
export interface Validator {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/** One message per field, the first the rules gave. */
export type FieldMessages<Name extends string> = Partial<Record<Name, string>>;

export interface FormRules<Values> {
  /**
   * Loads the schema the values are checked with, e.g. `async () => (await loadFormSchemas()).SignInBody`.
   * Called on the form's first focus or submit, never while the page loads: zod stays off the first load.
   */
  schema?: (() => Promise<Validator>) | undefined;
  /** The body the schema checks, built from the values (default: the values themselves). */
  toBody?: ((values: Values) => unknown) | undefined;
  /** Where the fields sit in the body: `['user']` for `{ user: { email } }`. */
  fieldsAt?: readonly string[] | undefined;
  /** Rules the contract does not hold (the terms box): their messages win over the schema's. */
  check?: ((values: Values) => FieldMessages<Extract<keyof Values, string>>) | undefined;
}

/** The first message of each field that sits at `prefix` in the body `value`. */
export function schemaMessages(
  schema: Validator,
  value: unknown,
  prefix: readonly string[] = [],
): FieldMessages<string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const messages: FieldMessages<string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    if (!prefix.every((segment, index) => path[index] === segment)) continue;
    const name = path[prefix.length];
    if (name !== undefined) messages[name] ??= issue.message;
  }
  return messages;
}
