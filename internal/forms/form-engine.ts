// react-hook-form, loaded with import() on a form's first focus or submit (README.md: it is 12 kB gzip, more
// than a public page's first load can take, docs/performance.md#first-load-budgets). The values stay in the
// form's React state, mirrored here; react-hook-form runs the rules, holds the errors, moves the focus to the
// first invalid field and submits.
import { createFormControl, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { isApiError } from '@concierge/api-client';
import { schemaMessages, type FieldMessages, type FormRules } from './form-rules';
import type { ZodFormOptions } from './use-zod-form';

type Options = ZodFormOptions<Record<string, unknown>>;

/** Where the form's hook keeps its values (as of the last change) and its options (as of its last render). */
interface Latest<Value> {
  readonly current: Value;
}

export type FormEngine = ReturnType<typeof createFormEngine>;

function rulesResolver(rules: Latest<FormRules<FieldValues>>): Resolver<FieldValues> {
  return async (values) => {
    const { schema, toBody, fieldsAt, check } = rules.current;
    const validator = await schema?.();
    const messages = {
      ...(validator ? schemaMessages(validator, toBody ? toBody(values) : values, fieldsAt) : {}),
      ...check?.(values),
    };
    const names = Object.keys(messages).filter((name) => messages[name]);
    if (names.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      names.map((name) => [name, { type: 'rules', message: messages[name] }]),
    );
    return { values: {}, errors: errors as FieldErrors<FieldValues> };
  };
}

function messagesOf(errors: FieldErrors<FieldValues> | undefined): FieldMessages<string> {
  const messages: FieldMessages<string> = {};
  for (const [name, error] of Object.entries(errors ?? {}))
    if (typeof error?.message === 'string') messages[name] = error.message;
  return messages;
}

/** The names sorted by where their fields are in the page; names without a field last. */
function onScreenOrder(names: string[], field: (name: string) => HTMLElement | null): string[] {
  return [...names].sort((a, b) => {
    const first = field(a);
    const second = field(b);
    if (!first || !second) return first ? -1 : second ? 1 : 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

export function createFormEngine(
  values: Latest<Record<string, unknown>>,
  options: Latest<Options>,
  onErrors: (messages: FieldMessages<string>) => void,
  onSubmitting: (submitting: boolean) => void,
  onFormError: (message: string) => void,
) {
  const field = (name: string) => document.getElementById(options.current.fieldId(name));
  const { formControl } = createFormControl<FieldValues>({
    defaultValues: values.current,
    // docs/validation.md#validation-rules: the messages show on submit, then follow every change.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    resolver: rulesResolver(options),
  });
  // A field is registered by name with a focus target only: the form's inputs stay controlled by React,
  // so react-hook-form never writes to them (a number field's text, a caret in the middle of a word).
  for (const name of onScreenOrder(Object.keys(values.current), field))
    formControl.register(name).ref({ focus: () => field(name)?.focus() });
  formControl.subscribe({
    formState: { errors: true },
    callback: (state) => onErrors(messagesOf(state.errors)),
  });
  let attempted = false;
  let busy = false;

  async function onValid() {
    const { onSubmit, fallbackError, serverMessage, errorText } = options.current;
    onSubmitting(true);
    try {
      await onSubmit(values.current);
    } catch (error) {
      // docs/api.md#error-catalogue texts arrive as the ApiError's message; anything else is a bug.
      onFormError(errorText ? errorText(error) : isApiError(error) ? error.message : fallbackError);
      if (!errorText && !isApiError(error)) console.error(error);
      // The server's field issues (`{ path: 'body.user.email' }`) under their fields, by the path's last name.
      for (const { path, message } of (isApiError(error) && error.body?.issues) || []) {
        const name = path.split('.').at(-1) ?? '';
        if (name in values.current)
          formControl.setError(name, {
            type: 'server',
            message: serverMessage?.(message) ?? message,
          });
      }
    } finally {
      onSubmitting(false);
    }
  }

  return {
    /** A changed value; once the form was submitted, every field's message follows it. */
    setValue(name: string, value: unknown) {
      formControl.setValue(name, value);
      // Without rules of its own, a form keeps the server's messages until it is sent again.
      const { schema, check } = options.current;
      if (attempted && (schema || check)) void formControl.trigger();
    },
    /** Checks the values; valid ones are submitted, or the first invalid field gets the focus. */
    async submit() {
      if (busy) return;
      busy = true;
      attempted = true;
      try {
        await formControl.handleSubmit(onValid)();
      } finally {
        busy = false;
      }
    },
  };
}
