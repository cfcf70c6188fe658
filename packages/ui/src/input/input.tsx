import {
  forwardRef,
  useState,
  type FocusEventHandler,
  type ForwardRefExoticComponent,
  type HTMLAttributes,
  type Ref,
} from 'react';
import { TEXTAREA_DEFAULT_ROWS } from '../spec-constants.js';
import { FieldFrame, useFieldControl, type FieldProps } from './field.js';
import { parseNumberText, sanitizeNumberText } from './number-text.js';

/** The input types the kit accepts. */
export type InputType =
  'date' | 'email' | 'number' | 'password' | 'search' | 'tel' | 'text' | 'textarea' | 'url';

interface ControlProps<Element> {
  autoComplete?: string | undefined;
  /**
   * The on-screen keyboard to offer (`numeric` for a code, `email`, `url`…), independent of `type`.
   * Number fields default to `decimal`.
   */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'] | undefined;
  onBlur?: FocusEventHandler<Element> | undefined;
  ref?: Ref<Element> | undefined;
}

export interface TextInputProps extends FieldProps, ControlProps<HTMLInputElement> {
  /** Default `text`. */
  type?: Exclude<InputType, 'number' | 'textarea'> | undefined;
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
}

export interface NumberInputProps extends FieldProps, ControlProps<HTMLInputElement> {
  type: 'number';
  /** `null` is an empty field. */
  value?: number | null | undefined;
  defaultValue?: number | null | undefined;
  /** Called with the number typed, or `null` while the text is not a number. */
  onValueChange?: ((value: number | null) => void) | undefined;
}

export interface TextareaInputProps extends FieldProps, ControlProps<HTMLTextAreaElement> {
  type: 'textarea';
  /** Default 3. */
  rows?: number | undefined;
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
}

export type InputProps = TextInputProps | NumberInputProps | TextareaInputProps;

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** React 18 never passes `ref` as a prop, so the controls get the forwarded ref under another name. */
type WithForwardedRef<Props> = Omit<Props, 'ref'> & { forwardedRef: Ref<never> };

function NumberControl({
  forwardedRef,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  autoComplete,
  inputMode = 'decimal',
  ...field
}: WithForwardedRef<NumberInputProps>) {
  const { control, errorId } = useFieldControl(field);
  const [text, setText] = useState(() => numberText(value !== undefined ? value : defaultValue));
  // A new `value` from the parent replaces the text, unless the text already spells it ("1." is 1).
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== parseNumberText(text)) setText(numberText(value));
  }
  return (
    <FieldFrame {...field} controlId={control.id} errorId={errorId}>
      <input
        {...control}
        ref={forwardedRef}
        className="cui-field__control"
        // A text field, not type=number: no spinner buttons, no wheel changes, no silently emptied value.
        type="text"
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        value={text}
        onBlur={onBlur}
        onChange={(event) => {
          const next = sanitizeNumberText(event.currentTarget.value);
          setText(next);
          onValueChange?.(parseNumberText(next));
        }}
      />
    </FieldFrame>
  );
}

function TextareaControl({
  forwardedRef,
  rows = TEXTAREA_DEFAULT_ROWS,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  autoComplete,
  inputMode,
  ...field
}: WithForwardedRef<TextareaInputProps>) {
  const { control, errorId } = useFieldControl(field);
  return (
    <FieldFrame {...field} controlId={control.id} errorId={errorId}>
      <textarea
        {...control}
        ref={forwardedRef}
        className="cui-field__control cui-field__control--textarea"
        rows={rows}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        defaultValue={defaultValue}
        onBlur={onBlur}
        onChange={(event) => onValueChange?.(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}

function TextControl({
  forwardedRef,
  type = 'text',
  value,
  defaultValue,
  onValueChange,
  onBlur,
  autoComplete,
  inputMode,
  ...field
}: WithForwardedRef<TextInputProps>) {
  const { control, errorId } = useFieldControl(field);
  return (
    <FieldFrame {...field} controlId={control.id} errorId={errorId}>
      <input
        {...control}
        ref={forwardedRef}
        className="cui-field__control"
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        defaultValue={defaultValue}
        onBlur={onBlur}
        onChange={(event) => onValueChange?.(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}

// forwardRef (not `ref` read as a prop) so that a ref reaches the control on React 18 as well as 19.
// The cast keeps each variant's own ref type (HTMLTextAreaElement for `type: 'textarea'`).
/**
 * A labelled form field of any `InputType`: " (optional)" after the label unless required, the error
 * below with the alert icon, `aria-invalid` and `aria-describedby` when there is one.
 */
export const Input = forwardRef<HTMLInputElement | HTMLTextAreaElement, InputProps>(
  function Input(props, ref) {
    const forwardedRef = ref as Ref<never>;
    switch (props.type) {
      case 'number':
        return <NumberControl {...props} forwardedRef={forwardedRef} />;
      case 'textarea':
        return <TextareaControl {...props} forwardedRef={forwardedRef} />;
      default:
        return <TextControl {...props} forwardedRef={forwardedRef} />;
    }
  },
) as ForwardRefExoticComponent<InputProps>;
