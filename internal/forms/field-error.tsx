/**
 * The error line under a field, as the kit's fields draw it (docs/validation.md#validation-rules: below the
 * field, with an alert icon), for the fields the kit does not have (a choice group, a rich text).
 */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p className="cui-field__error" id={id}>
      <svg
        className="cui-icon"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5v.01" />
      </svg>
      <span>{message}</span>
    </p>
  );
}
