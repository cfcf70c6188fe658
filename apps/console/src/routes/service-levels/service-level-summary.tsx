import { useLocale } from '@concierge/app-locale';
import type { ServiceLevelPolicy } from '@concierge/api-client';
import { calendarDay } from '../../features/formats/calendar-day';
import { formatBusinessDuration } from '../../features/formats/business-duration';
import { useDateTimeFormat } from '../../features/formats/reader-formats';
import { openingLines } from './weekly-hours';
import { SERVICE_LEVEL_TEXTS as T } from './service-level-texts';

/** A policy's facts: zone, week, holidays, targets, warning, what a breach does, and who changed it last. */
export function ServiceLevelSummary({ policy }: { policy: ServiceLevelPolicy }) {
  const { locale } = useLocale();
  const day = useDateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' });
  const date = useDateTimeFormat({ dateStyle: 'medium' });
  const duration = (minutes: number) => formatBusinessDuration(minutes, locale);
  const lines = openingLines(policy.hours);
  return (
    <dl className="service-level__facts">
      <dt>{T.timeZoneFact}</dt>
      <dd>{policy.time_zone}</dd>
      <dt>{T.hoursFact}</dt>
      <dd>
        {lines.length === 0 ? (
          T.closedAllWeek
        ) : (
          <ul className="service-level__lines">
            {lines.map((line) => (
              <li key={line.first}>
                {T.dayHours(
                  line.first === line.last
                    ? T.days[line.first]
                    : T.dayRange(T.days[line.first], T.days[line.last]),
                  line.periods.map((period) => T.period(period.open, period.close)).join(', '),
                )}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>{T.holidaysFact}</dt>
      <dd>
        {policy.holidays.length === 0 ? (
          T.noHolidays
        ) : (
          <ul className="service-level__holidays">
            {[...policy.holidays].sort().map((holiday) => (
              <li key={holiday}>
                <time dateTime={holiday}>{day.format(calendarDay(holiday))}</time>
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>{T.targetsFact}</dt>
      <dd>
        {T.targets(
          duration(policy.first_reply_minutes),
          duration(policy.next_reply_minutes),
          duration(policy.resolution_minutes),
        )}
      </dd>
      <dt>{T.warningFact}</dt>
      <dd>
        {policy.warn_before_minutes === 0 ? T.noWarning : T.warnBefore(duration(policy.warn_before_minutes))}
      </dd>
      <dt>{T.breachFact}</dt>
      <dd>{policy.unassign_on_breach ? T.unassigns : T.staysAssigned}</dd>
      <dt>{T.changedFact}</dt>
      <dd>
        {policy.updated_at === null ? (
          T.neverChanged
        ) : policy.updated_by ? (
          T.changedBy(date.format(new Date(policy.updated_at)), policy.updated_by)
        ) : (
          <time dateTime={policy.updated_at}>{date.format(new Date(policy.updated_at))}</time>
        )}
      </dd>
    </dl>
  );
}
