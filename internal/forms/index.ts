export { useZodForm, type ZodFormOptions } from './use-zod-form';
export { FieldError } from './field-error';
export { schemaMessages, type FieldMessages, type FormRules, type Validator } from './form-rules';
export { SubmitActions } from './submit-actions';
