import { useId, useMemo } from 'react';
import { useMask } from '@react-input/mask';
import { FieldError } from './field-error';

// Local stand-in for the kit's PhoneInput, which hands the spec's pattern characters (9, a, *) to
// @react-input/mask as replacement keys — and the library ignores typed characters equal to a key, so no
// one could type a 9 (notes request 7). Same spec rules (§5: a mask, `9` a digit, `_` slots, telephone
// keyboard) and the kit's field markup; the mask's slots are private-use characters nobody types.

const DIGIT_SLOT = '\uE000';
const SLOT_CHAR = '_';

interface PhoneFieldProps {
  id: string;
  label: string;
  name: string;
  /** Spec §5 mask: `9` is a digit; anything else is literal. */
  mask: string;
  required?: boolean;
  errorMessage?: string | undefined;
  onValueChange: (value: string) => void;
}

/** A masked telephone field (uncontrolled: the mask owns the text). */
export function PhoneField({
  id,
  label,
  name,
  mask,
  required,
  errorMessage,
  onValueChange,
}: PhoneFieldProps) {
  const errorId = `${useId()}-error`;
  // Stable options: a new object on every render would make the mask start over mid-typing.
  const options = useMemo(
    () => ({ mask: mask.replace(/9/g, DIGIT_SLOT), replacement: { [DIGIT_SLOT]: /\d/ } }),
    [mask],
  );
  const inputRef = useMask(options);
  return (
    <div className={`cui-field${errorMessage ? ' cui-field--invalid' : ''}`}>
      <label className="cui-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        className="cui-field__control"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required={required}
        placeholder={mask.replace(/9/g, SLOT_CHAR)}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      />
      {errorMessage ? <FieldError id={errorId} message={errorMessage} /> : null}
    </div>
  );
}
