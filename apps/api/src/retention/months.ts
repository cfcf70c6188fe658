/**
 * `at` less `months` calendar months, in UTC, at the same time of day: the retention cut-off
 * (docs/personal-data.md#retention). A day the earlier month does not have becomes its last day (31 March
 * less one month is 28 or 29 February, not 3 March), so a policy never reaches past its months.
 */
export function monthsBefore(at: Date, months: number): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(at.getUTCDate(), lastDay),
      at.getUTCHours(),
      at.getUTCMinutes(),
      at.getUTCSeconds(),
      at.getUTCMilliseconds(),
    ),
  );
}
