import { forwardRef, useId, type FocusEventHandler, type Ref } from 'react';
import { classNames } from '../class-names.js';
import { describedBy, FieldErrorLine, fieldErrorId, fieldHintId, useFieldName } from '../input/field.js';

export interface CheckboxProps {
  /** The text next to the box; also its accessible name. */
  label: string;
  name: string;
  /** The value sent with the form when checked (the browser's default is `on`). */
  value?: string | undefined;
  /** A line of help under the label, read as the checkbox's description. */
  description?: string | undefined;
  /** Shown below with the alert icon; marks the checkbox invalid. */
  errorMessage?: string | undefined;
  /** Without it the label ends with " (optional)", as every field of the kit. */
  required?: boolean | undefined;
  /**
   * False for a setting that is on or off rather than a form field one may skip (e.g. "Email me on
   * replies"): the label is kept as written, without " (optional)".
   */
  markOptional?: boolean | undefined;
  disabled?: boolean | undefined;
  checked?: boolean | undefined;
  defaultChecked?: boolean | undefined;
  onCheckedChange?: ((checked: boolean) => void) | undefined;
  onBlur?: FocusEventHandler<HTMLInputElement> | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
  /** The checkbox's id; generated when left out. */
  id?: string | undefined;
  className?: string | undefined;
}

// forwardRef (not `ref` read as a prop) so that a ref reaches the box on React 18 as well as 19.
/**
 * A labelled native checkbox (Space toggles it, forms get its value) with the kit's description and error
 * lines, laid out like the other fields.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    name,
    value,
    description,
    errorMessage,
    required,
    markOptional = true,
    disabled,
    checked,
    defaultChecked,
    onCheckedChange,
    onBlur,
    id,
    className,
  },
  ref,
) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const shownLabel = useFieldName(label, !required && markOptional);
  return (
    <div className={classNames('cui-field', 'cui-checkbox', errorMessage && 'cui-field--invalid', className)}>
      <div className="cui-checkbox__row">
        <input
          ref={ref}
          id={controlId}
          className="cui-checkbox__input"
          type="checkbox"
          name={name}
          value={value}
          required={required}
          disabled={disabled}
          // Controlled only when the parent passes `checked`; otherwise the browser keeps the state.
          checked={checked}
          defaultChecked={checked === undefined ? defaultChecked : undefined}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={describedBy(controlId, description, errorMessage)}
          onBlur={onBlur}
          onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        />
        <label className="cui-checkbox__label" htmlFor={controlId}>
          {shownLabel}
        </label>
      </div>
      {description ? (
        <p className="cui-checkbox__description" id={fieldHintId(controlId)}>
          {description}
        </p>
      ) : null}
      {errorMessage ? <FieldErrorLine id={fieldErrorId(controlId)} message={errorMessage} /> : null}
    </div>
  );
});
