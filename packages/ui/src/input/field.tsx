import { useId, type ReactNode } from 'react';
import { classNames } from '../class-names.js';
import { AlertIcon } from '../icons/icons.js';
import { COMMON_TEXTS } from '../kit-texts.js';
import { useKitTexts } from '../locale/kit-locale-context.js';

/** The props every input shares (label, name, placeholder, required, errorMessage). */
export interface FieldProps {
  label: string;
  name: string;
  placeholder?: string | undefined;
  /** Without it the label ends with " (optional)". */
  required?: boolean | undefined;
  /** Shown below the field with the alert icon; marks the control invalid. */
  errorMessage?: string | undefined;
  /** A line of help between the label and the control (format, example), read as its description. */
  hint?: string | undefined;
  disabled?: boolean | undefined;
  /** The control's id; generated when left out. */
  id?: string | undefined;
  className?: string | undefined;
}

/** The attributes a control inside a Field needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  name: string;
  placeholder?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
}

/** The ids of a field's hint and error lines, derived from the control's id. */
export const fieldHintId = (controlId: string) => `${controlId}-hint`;
export const fieldErrorId = (controlId: string) => `${controlId}-error`;

/** The `aria-describedby` of a control: its hint, then its error, whichever are shown. */
export function describedBy(controlId: string, hint: unknown, errorMessage: unknown): string | undefined {
  const ids = [hint ? fieldHintId(controlId) : '', errorMessage ? fieldErrorId(controlId) : ''];
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * Ids and ARIA wiring for a field: the hint and the error text describe the control, which the error also
 * marks invalid.
 */
export function useFieldControl({
  id,
  name,
  placeholder,
  required,
  disabled,
  errorMessage,
  hint,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const errorId = fieldErrorId(controlId);
  const description = describedBy(controlId, hint, errorMessage);
  const control: FieldControlProps = {
    id: controlId,
    name,
    placeholder,
    required,
    disabled,
    ...(errorMessage ? { 'aria-invalid': true } : {}),
    ...(description ? { 'aria-describedby': description } : {}),
  };
  return { control, errorId };
}

interface FieldFrameProps {
  label: string;
  required?: boolean | undefined;
  errorMessage?: string | undefined;
  hint?: string | undefined;
  controlId: string;
  errorId: string;
  className?: string | undefined;
  children: ReactNode;
}

/** Label above, the hint, the control, then the error line: the layout every input of the kit shares. */
/**
 * A field's name as shown: with the locale's optional suffix ("Email (optional)") when the field
 * is not required, as one text run so the suffix reads as part of the name.
 */
export function useFieldName(label: string, markOptional: boolean): string {
  const { optionalSuffix } = useKitTexts('common', COMMON_TEXTS);
  return markOptional ? `${label}${optionalSuffix}` : label;
}

export function FieldFrame({
  label,
  required,
  errorMessage,
  hint,
  controlId,
  errorId,
  className,
  children,
}: FieldFrameProps) {
  const shownLabel = useFieldName(label, !required);
  return (
    <div className={classNames('cui-field', errorMessage && 'cui-field--invalid', className)}>
      <label className="cui-field__label" htmlFor={controlId}>
        {shownLabel}
      </label>
      {hint ? (
        <p className="cui-field__hint" id={fieldHintId(controlId)}>
          {hint}
        </p>
      ) : null}
      {children}
      {errorMessage ? <FieldErrorLine id={errorId} message={errorMessage} /> : null}
    </div>
  );
}

/** The error line under a field, with the alert icon; shared by every field of the kit. */
export function FieldErrorLine({ id, message }: { id: string; message: string }) {
  return (
    <p className="cui-field__error" id={id}>
      <AlertIcon />
      <span>{message}</span>
    </p>
  );
}
