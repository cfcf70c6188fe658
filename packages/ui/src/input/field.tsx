import { useId, type ReactNode } from 'react';
import { classNames } from '../class-names.js';
import { AlertIcon } from '../icons/icons.js';
import { OPTIONAL_SUFFIX } from '../spec-constants.js';

/** The props every input shares (SPEC §3: label, name, placeholder, required, errorMessage). */
export interface FieldProps {
  label: string;
  name: string;
  placeholder?: string;
  /** Without it the label ends with " (optional)" (SPEC §5). */
  required?: boolean;
  /** Shown below the field with the alert icon; marks the control invalid (SPEC §5). */
  errorMessage?: string;
  disabled?: boolean;
  /** The control's id; generated when left out. */
  id?: string;
  className?: string;
}

/** The attributes a control inside a Field needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  name: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Ids and ARIA wiring for a field: the error text describes the control, which is then marked invalid. */
export function useFieldControl({ id, name, placeholder, required, disabled, errorMessage }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const errorId = `${controlId}-error`;
  const control: FieldControlProps = {
    id: controlId,
    name,
    placeholder,
    required,
    disabled,
    ...(errorMessage ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
  };
  return { control, errorId };
}

interface FieldFrameProps {
  label: string;
  required?: boolean;
  errorMessage?: string;
  controlId: string;
  errorId: string;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then the error line: the layout every input of the kit shares. */
export function FieldFrame({
  label,
  required,
  errorMessage,
  controlId,
  errorId,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={classNames('cui-field', errorMessage && 'cui-field--invalid', className)}>
      <label className="cui-field__label" htmlFor={controlId}>
        {/* One text run: the suffix then reads as part of the name, "Email (optional)". */}
        {required ? label : `${label}${OPTIONAL_SUFFIX}`}
      </label>
      {children}
      {errorMessage ? (
        <p className="cui-field__error" id={errorId}>
          <AlertIcon />
          <span>{errorMessage}</span>
        </p>
      ) : null}
    </div>
  );
}
