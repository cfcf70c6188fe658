import { useState, type FormEvent } from 'react';
import { isApiError } from '@concierge/api-client';
import { hasErrors, type FieldErrors } from './field-errors';

interface UseFormOptions<Values extends Record<string, unknown>> {
  initial: Values;
  /** Field rules; run on submit, then on every change so a fixed field clears its message. */
  validate: (values: Values) => FieldErrors<Extract<keyof Values, string>>;
  /** Runs with valid values; a thrown error becomes the form's error text. */
  onSubmit: (values: Values) => Promise<void> | void;
  /** The element id of each field, to move focus to the first invalid one on submit. */
  fieldId: (name: Extract<keyof Values, string>) => string;
  /** The text when a failure carries none we can show. */
  fallbackError: string;
}

/** Form state with client-side validation, submit-in-flight and one form-level error (server failures). */
export function useForm<Values extends Record<string, unknown>>(options: UseFormOptions<Values>) {
  type Name = Extract<keyof Values, string>;
  const [values, setValues] = useState(options.initial);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const errors: FieldErrors<Name> = attempted ? options.validate(values) : {};

  const setValue = <K extends Name>(name: K, value: Values[K]) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    setFormError(null);
    const found = options.validate(values);
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

  return { values, setValue, errors, submitting, formError, setFormError, handleSubmit };
}
