import { useState } from 'react';
import { FieldError } from '@concierge/forms';
import { Button } from '@concierge/ui';
import { calendarDay } from '../../features/formats/calendar-day';
import { useDateTimeFormat } from '../../features/formats/reader-formats';
import { SERVICE_LEVEL_TEXTS as T } from './service-level-texts';

/**
 * The policy's holidays: a date and "Add holiday", then the list, each day with its Remove button. The
 * date being picked is not part of the policy until added, so it is this field's own state. What was added
 * or removed is announced, and a removal puts the focus back on the date, as the button it was on is gone.
 */
export function HolidaysField(props: {
  id: string;
  value: string[];
  onValueChange: (value: string[]) => void;
  errorMessage?: string | undefined;
}) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [announced, setAnnounced] = useState('');
  const day = useDateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' });
  const shown = (date: string) => day.format(calendarDay(date));
  const hintId = `${props.id}-hint`;
  const errorId = `${props.id}-error`;
  const message = problem ?? props.errorMessage;

  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft)) return setProblem(T.holidayMissing);
    if (props.value.includes(draft)) return setProblem(T.holidayRepeated);
    setProblem(null);
    props.onValueChange([...props.value, draft].sort());
    setAnnounced(T.holidayAdded(shown(draft)));
    setDraft('');
  };
  const remove = (holiday: string) => {
    props.onValueChange(props.value.filter((date) => date !== holiday));
    setAnnounced(T.holidayRemoved(shown(holiday)));
    document.getElementById(props.id)?.focus();
  };

  return (
    <fieldset className={`cui-choice-group holidays${message ? ' holidays--invalid' : ''}`}>
      <legend className="cui-choice-group__legend">{T.holidays}</legend>
      <p className="cui-choice-group__description" id={hintId}>
        {T.holidaysHint}
      </p>
      <div className="holidays__add">
        <span className="holidays__date">
          <label htmlFor={props.id}>{T.holidayDate}</label>
          <input
            id={props.id}
            type="date"
            className="cui-field__control"
            value={draft}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setProblem(null);
            }}
            // Enter adds the day rather than sending the whole form.
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
        </span>
        <Button variant="secondary" onClick={add}>
          {T.addHoliday}
        </Button>
      </div>
      {message ? <FieldError id={errorId} message={message} /> : null}
      {props.value.length > 0 ? (
        <ul className="holidays__list" aria-label={T.holidaysLabel}>
          {props.value.map((holiday) => (
            <li key={holiday}>
              <time dateTime={holiday}>{shown(holiday)}</time>
              <Button
                variant="tertiary"
                aria-label={T.removeHolidayNamed(shown(holiday))}
                onClick={() => remove(holiday)}
              >
                {T.removeHoliday}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="cui-visually-hidden" role="status">
        {announced}
      </p>
    </fieldset>
  );
}
