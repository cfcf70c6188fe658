import { useMemo, type ChangeEvent, type FocusEventHandler } from 'react';
import { useControllableState } from '../controllable-state.js';
import { FieldFrame, useFieldControl, type FieldProps } from '../input/field.js';
import { MASK_SLOT_CHAR } from '../spec-constants.js';
import { applyMaskEdit, fitEntry, formatMasked, maskPlaceholder } from './mask.js';

export interface PhoneInputProps extends FieldProps {
  /** Required: `9` a digit, `a` a letter, `*` a letter or digit, anything else literal. */
  mask: string;
  /** Shown in the empty placeholder for each slot. Default `_`. */
  slotChar?: string | undefined;
  /**
   * The country code the mask's number lives under, e.g. `+1`. A number autofilled or pasted with it in
   * front (`+1 555 555 0123`) loses the code instead of having it shifted in as digits.
   */
  countryCode?: string | undefined;
  /** The masked text, e.g. `(555) 123-4567`. */
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  onBlur?: FocusEventHandler<HTMLInputElement> | undefined;
  /** Default `tel`. */
  autoComplete?: string | undefined;
}

/** How many characters an input event put in at once: one for a keystroke, more for paste and autofill. */
function insertedLength(event: InputEvent, text: string): number {
  if (!event.inputType?.startsWith('insert')) return event.inputType ? 0 : text.length;
  return event.data?.length ?? text.length;
}

/**
 * A telephone field with an input mask. The field is controlled: every input event (a keystroke, a paste,
 * an autofill) is read back from the field's text and formatted at once, with the caret put back after the
 * same entered character, so no keystroke can be lost however fast they come. The placeholder shows the
 * slots (`(___) ___-____`) unless one is given.
 */
export function PhoneInput(props: PhoneInputProps) {
  const { mask, slotChar = MASK_SLOT_CHAR, countryCode } = props;
  const { control, errorId } = useFieldControl(props);
  const [value, setValue] = useControllableState(props.value, props.defaultValue ?? '', props.onValueChange);
  const text = useMemo(() => formatMasked(mask, value), [mask, value]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const native = event.nativeEvent as InputEvent;
    const edit = applyMaskEdit(mask, {
      text: input.value,
      caret: input.selectionStart ?? input.value.length,
      inputType: native.inputType ?? '',
      inserted: insertedLength(native, input.value),
      previous: fitEntry(mask, text),
      countryCode,
    });
    // Written to the field here, in the same event, so the next keystroke already finds the formatted
    // text and the caret where it belongs (React then has nothing to change on the field).
    input.value = edit.text;
    if (document.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
    if (edit.text !== text) setValue(edit.text);
  };

  return (
    <FieldFrame {...props} controlId={control.id} errorId={errorId}>
      <input
        {...control}
        className="cui-field__control"
        // type=tel and inputMode=tel: the telephone keypad on touch devices.
        type="tel"
        inputMode="tel"
        autoComplete={props.autoComplete ?? 'tel'}
        placeholder={props.placeholder ?? maskPlaceholder(mask, slotChar)}
        value={text}
        onBlur={props.onBlur}
        onChange={onChange}
      />
    </FieldFrame>
  );
}
