import { FieldError } from '../../features/forms/field-error';

interface TermsFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errorMessage: string | undefined;
}

/**
 * The terms-of-service checkbox. The kit has no checkbox field yet (requested in notes); this keeps the
 * kit's field markup and error line so it reads and behaves like the other fields.
 */
export function TermsField({ id, checked, onChange, errorMessage }: TermsFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`cui-field checkbox-field${errorMessage ? ' cui-field--invalid' : ''}`}>
      <div className="checkbox-field__row">
        <input
          id={id}
          type="checkbox"
          name="terms_of_service"
          checked={checked}
          required
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={errorMessage ? errorId : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={id}>I accept the terms of service</label>
      </div>
      {errorMessage ? <FieldError id={errorId} message={errorMessage} /> : null}
    </div>
  );
}
