import { useId } from 'react';
import { ReportGrouping } from '@concierge/api-client';
import { SubmitActions, useZodForm } from '@concierge/forms';
import { Alert, ChoiceGroup, Form, Input } from '@concierge/ui';
import { rangeProblem, type ReportFilters } from './report-filters';
import { REPORT_TEXTS as T } from './report-texts';

/** The dates and the grouping; "Show" puts them in the address, which the report follows. */
export function ReportFilterForm({
  value,
  onApply,
}: {
  value: ReportFilters;
  onApply: (filters: ReportFilters) => void;
}) {
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}-${name}`;
  const form = useZodForm({
    defaultValues: { from: value.from, to: value.to, by: value.by as string },
    check: ({ from, to }) => {
      // A date alone is a range of one day: it is wrong only when it is not a date.
      const missing = {
        ...(rangeProblem(from, from) && { from: T.dateMissing }),
        ...(rangeProblem(to, to) && { to: T.dateMissing }),
      };
      if (missing.from || missing.to) return missing;
      return rangeProblem(from, to) ? { to: T.rangeInvalid } : {};
    },
    onSubmit: ({ from, to, by }) => onApply({ from, to, by: by as ReportGrouping }),
    fieldId,
    fallbackError: T.rangeInvalid,
  });
  return (
    <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={T.filtersLabel}>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <div className="reports__filters">
        <Input {...form.field('from')} label={T.from} type="date" required />
        <Input {...form.field('to')} label={T.to} type="date" required />
        <ChoiceGroup
          {...form.field('by')}
          name={fieldId('by')}
          legend={T.groupBy}
          required
          options={ReportGrouping.options.map((grouping) => ({
            value: grouping,
            label: T.groupings[grouping],
          }))}
        />
      </div>
      <SubmitActions busy={form.submitting} busyLabel={T.applying}>
        {T.apply}
      </SubmitActions>
    </Form>
  );
}
