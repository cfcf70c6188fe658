import { useRef, useState, type FormEvent } from 'react';
import type { FormEngine } from './form-engine';
import type { FieldMessages, FormRules } from './form-rules';

export interface ZodFormOptions<Values extends Record<string, unknown>> extends FormRules<Values> {
  defaultValues: Values;
  /** Runs with valid values; a thrown error becomes the form's error text (and its issues, field messages). */
  onSubmit: (values: Values) => Promise<void> | void;
  /** The element id of each field: labels, `aria-describedby`, and the focus on the first invalid one. */
  fieldId: (name: Extract<keyof Values, string>) => string;
  /** The text when a failure carries none we can show. */
  fallbackError: string;
  /**
   * The form's error for a failure, when the default (an ApiError's message, else `fallbackError`) is not it:
   * a form whose `onSubmit` throws errors of its own that say what happened (a cancelled confirmation).
   */
  errorText?: ((failure: unknown) => string) | undefined;
  /** The server's field messages (English, the contract's) in the page's language. */
  serverMessage?: ((message: string) => string) | undefined;
}

/**
 * A form's state: values, field messages (on submit, then following each change), submit in flight and one
 * form-level error (server failures). Give the form `onFocus={form.prepare}`: react-hook-form and the schema
 * load then, so they are there by the submit. Everything else lives in the engine (form-engine.ts), loaded
 * with them: this hook is in every form page's first load. See README.md.
 */
export function useZodForm<Values extends Record<string, unknown>>(options: ZodFormOptions<Values>) {
  type Name = Extract<keyof Values, string>;
  const latest = useRef(options);
  latest.current = options;
  const [values, setValues] = useState(options.defaultValues);
  // The values as of the last change, read when the engine starts: typing while it loads is never lost.
  const current = useRef(values);
  const [errors, setErrors] = useState<FieldMessages<Name>>({});
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const engine = useRef<FormEngine | null>(null);
  const starting = useRef<Promise<FormEngine> | null>(null);

  // react-hook-form and the schema, once; a failed load (a deploy replaced the chunk) is tried again next time.
  const start = () =>
    (starting.current ??= Promise.all([import('./form-engine'), options.schema?.()]).then(
      ([{ createFormEngine }]) =>
        (engine.current = createFormEngine(
          current,
          latest as unknown as { current: ZodFormOptions<Record<string, unknown>> },
          setErrors,
          setSubmitting,
          setFormError,
        )),
      (error: unknown) => {
        starting.current = null;
        throw error;
      },
    ));

  const setValue = <K extends Name>(name: K, value: Values[K]) => {
    current.current = { ...current.current, [name]: value };
    setValues(current.current);
    engine.current?.setValue(name, value);
  };

  async function handleSubmit(event?: FormEvent) {
    event?.preventDefault();
    setFormError(null);
    try {
      await (await start()).submit();
    } catch (error) {
      console.error(error);
      setFormError(latest.current.fallbackError);
    }
  }

  return {
    values,
    setValue,
    errors,
    submitting,
    formError,
    /** Another action of the form (a resend, say) is starting: its outcome replaces the last error shown. */
    clearFormError: () => setFormError(null),
    handleSubmit,
    // A failed load is retried by the submit, which then shows the failure.
    prepare: () => void start().catch(() => undefined),
    /**
     * The props of a kit field bound to one value: an `Input`'s text, a `ChoiceGroup`'s choice or choices,
     * a `Checkbox`'s (spread, then rename `value`/`onValueChange` where the field names them otherwise).
     */
    field: <K extends Name>(name: K) => ({
      id: options.fieldId(name),
      name,
      value: values[name],
      onValueChange: (value: Values[K]) => setValue(name, value),
      errorMessage: errors[name],
    }),
  };
}
