import { useMask } from '@react-input/mask';
import { useMemo, type FocusEventHandler } from 'react';
import { FieldFrame, useFieldControl, type FieldProps } from '../input/field.js';
import { MASK_SLOT_CHAR } from '../spec-constants.js';
import { maskOptions, maskPlaceholder } from './mask.js';

export interface PhoneInputProps extends FieldProps {
  /** Required (SPEC §5): `9` a digit, `a` a letter, `*` a letter or digit, anything else literal. */
  mask: string;
  /** Shown in the empty placeholder for each slot. Default `_`. */
  slotChar?: string;
  /** The masked text, e.g. `(555) 123-4567`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Default `tel`. */
  autoComplete?: string;
}

/**
 * A telephone field with an input mask. Caret handling, paste and deletion come from @react-input/mask;
 * the placeholder shows the slots (`(___) ___-____`) unless one is given.
 */
export function PhoneInput(props: PhoneInputProps) {
  const { mask, slotChar = MASK_SLOT_CHAR } = props;
  const { control, errorId } = useFieldControl(props);
  const options = useMemo(() => maskOptions(mask), [mask]);
  const inputRef = useMask(options);
  return (
    <FieldFrame {...props} controlId={control.id} errorId={errorId}>
      <input
        {...control}
        ref={inputRef}
        className="cui-field__control"
        // type=tel and inputMode=tel: the telephone keypad on touch devices (SPEC §5).
        type="tel"
        inputMode="tel"
        autoComplete={props.autoComplete ?? 'tel'}
        placeholder={props.placeholder ?? maskPlaceholder(mask, slotChar)}
        value={props.value}
        defaultValue={props.defaultValue}
        onBlur={props.onBlur}
        onChange={(event) => props.onValueChange?.(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}
