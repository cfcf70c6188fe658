import { useMemo } from 'react';
import { FieldError } from '@concierge/forms';
import { SERVICE_LEVEL_TEXTS as T } from './service-level-texts';

/**
 * The zones the browser knows (IANA names), and UTC, which browsers leave out of that list though the server
 * takes it; the policy's own zone stays in the list even if this browser does not know it.
 */
export function timeZoneChoices(current: string): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b, 'en'));
}

/** The policy's time zone: a native select (its type-ahead finds "Europe/Paris" by typing "Eur"). */
export function TimeZoneField(props: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  errorMessage?: string | undefined;
}) {
  const zones = useMemo(() => timeZoneChoices(props.value), [props.value]);
  const hintId = `${props.id}-hint`;
  const errorId = `${props.id}-error`;
  return (
    <div className={`cui-field${props.errorMessage ? ' cui-field--invalid' : ''}`}>
      <label className="cui-field__label" htmlFor={props.id}>
        {T.timeZone}
      </label>
      <p className="cui-field__hint" id={hintId}>
        {T.timeZoneHint}
      </p>
      <select
        id={props.id}
        className="cui-field__control"
        value={props.value}
        required
        aria-invalid={props.errorMessage ? true : undefined}
        aria-describedby={props.errorMessage ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => props.onValueChange(event.target.value)}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </select>
      {props.errorMessage ? <FieldError id={errorId} message={props.errorMessage} /> : null}
    </div>
  );
}
