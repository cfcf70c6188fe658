import { FieldError } from '@concierge/forms';
import { dayProblem, type DayHours } from './service-level-values';
import { SERVICE_LEVEL_TEXTS as T } from './service-level-texts';

/**
 * The week, Monday first: per day an "Open" box and its one period's opening and closing times. Each day is
 * a group named by its day, so "Open", "Opens" and "Closes" are heard as "Monday, Open". A day's times are
 * disabled while it is closed, and marked invalid while the field's message is about them.
 */
export function WeeklyHoursField(props: {
  id: string;
  value: DayHours[];
  onValueChange: (value: DayHours[]) => void;
  errorMessage?: string | undefined;
  /** Shown above the days: the stored policy has days the form cannot show as they are. */
  notice?: string | undefined;
}) {
  const hintId = `${props.id}-hint`;
  const errorId = `${props.id}-error`;
  const change = (index: number, patch: Partial<DayHours>) =>
    props.onValueChange(props.value.map((day, at) => (at === index ? { ...day, ...patch } : day)));
  return (
    <fieldset
      id={props.id}
      // The form moves the focus here when the week is what is wrong.
      tabIndex={-1}
      className={`cui-choice-group weekly-hours${props.errorMessage ? ' weekly-hours--invalid' : ''}`}
      aria-describedby={props.errorMessage ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="cui-choice-group__legend">{T.weeklyHours}</legend>
      <p className="cui-choice-group__description" id={hintId}>
        {T.weeklyHoursHint}
      </p>
      {props.notice ? <p className="weekly-hours__notice">{props.notice}</p> : null}
      {props.value.map((day, index) => {
        const name = T.days[day.day];
        const invalid = props.errorMessage !== undefined && dayProblem(day) !== null;
        const dayId = `${props.id}-${day.day}`;
        return (
          <div key={day.day} className="weekly-hours__day" role="group" aria-labelledby={`${dayId}-name`}>
            <span className="weekly-hours__name" id={`${dayId}-name`}>
              {name}
            </span>
            <span className="weekly-hours__open">
              <input
                id={`${dayId}-open`}
                type="checkbox"
                className="cui-checkbox__input"
                checked={day.open}
                onChange={(event) => change(index, { open: event.currentTarget.checked })}
              />
              <label htmlFor={`${dayId}-open`}>{T.open}</label>
            </span>
            {(['from', 'to'] as const).map((end) => (
              <span key={end} className="weekly-hours__time">
                <label htmlFor={`${dayId}-${end}`}>{end === 'from' ? T.opens : T.closes}</label>
                <input
                  id={`${dayId}-${end}`}
                  type="time"
                  className="cui-field__control"
                  value={day[end]}
                  disabled={!day.open}
                  required={day.open}
                  aria-invalid={invalid ? true : undefined}
                  aria-describedby={invalid ? errorId : undefined}
                  onChange={(event) => change(index, { [end]: event.currentTarget.value })}
                />
              </span>
            ))}
          </div>
        );
      })}
      {props.errorMessage ? <FieldError id={errorId} message={props.errorMessage} /> : null}
    </fieldset>
  );
}
