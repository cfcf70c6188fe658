import { useState, type FormEvent } from 'react';
import { isApiError } from '@concierge/api-client';
import { hasErrors, type FieldErrors } from './field-errors';
import { loadFormSchemas, type FormSchemas } from './form-schemas';

interface UseFormOptions<Values extends Record<string, unknown>> {
  initial: Values;
  /**
   * Field rules, from the contract's schemas; run on submit, then on every change so a fixed field clears
   * its message. The schemas load when the form is first focused (see form-schemas.ts).
   */
  validate: (values: Values, schemas: FormSchemas) => FieldErrors<Extract<keyof Values, string>>;
  /** Runs with valid values; a thrown error becomes the form's error text. */
  onSubmit: (values: Values) => Promise<void> | void;
  /** The element id of each field, to move focus to the first invalid one on submit. */
  fieldId: (name: Extract<keyof Values, string>) => string;
  /** The text when a failure carries none we can show. */
  fallbackError: string;
}

/**
 * Form state with client-side validation, submit-in-flight and one form-level error (server failures). Give
 * the form `onFocus={form.prepare}` so the rules are loaded by the time it is submitted.
 */
export function useForm<Values extends Record<string, unknown>>(options: UseFormOptions<Values>) {
  type Name = Extract<keyof Values, string>;
  const [values, setValues] = useState(options.initial);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [schemas, setSchemas] = useState<FormSchemas | null>(null);
  // Submitting awaits the schemas, so an attempted form always has them.
  const errors: FieldErrors<Name> = attempted && schemas ? options.validate(values, schemas) : {};

  const prepare = () => {
    // A failed load is retried by the submit, which then shows the failure.
    if (!schemas) loadFormSchemas().then(setSchemas, () => undefined);
  };

  const setValue = <K extends Name>(name: K, value: Values[K]) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    let rules: FormSchemas;
    try {
      rules = schemas ?? (await loadFormSchemas());
    } catch (error) {
      console.error(error);
      setFormError(options.fallbackError);
      return;
    }
    setSchemas(rules);
    setAttempted(true);
    const found = options.validate(values, rules);
    if (hasErrors(found)) {
      const first = (Object.keys(found) as Name[])[0];
      if (first) document.getElementById(options.fieldId(first))?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await options.onSubmit(values);
    } catch (error) {
      // Spec §8 texts arrive as the ApiError's message; anything else is a bug, shown generically.
      setFormError(isApiError(error) ? error.message : options.fallbackError);
      if (!isApiError(error)) console.error(error);
    } finally {
      setSubmitting(false);
    }
  }

  return { values, setValue, errors, submitting, formError, setFormError, handleSubmit, prepare };
}
