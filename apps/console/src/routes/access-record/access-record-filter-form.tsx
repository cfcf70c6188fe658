import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SubmitActions, useZodForm } from '@concierge/forms';
import { Alert, Button, Form, Input } from '@concierge/ui';
import { useServices } from '../../app/services';
import { staffQuery } from '../../features/queue/queue-queries';
import type { AccessRecordFilters } from './access-record-filters';
import { ACCESS_RECORD_TEXTS as T } from './access-record-texts';

const EMPTY: AccessRecordFilters = { staff: '', request: '', from: '', to: '' };

/** Who, which request and which days; "Show" puts them in the address, "Clear filters" empties it. */
export function AccessRecordFilterForm({
  value,
  onApply,
}: {
  value: AccessRecordFilters;
  onApply: (filters: AccessRecordFilters) => void;
}) {
  const { api } = useServices();
  const staff = useQuery(staffQuery(api));
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}-${name}`;
  const form = useZodForm({
    defaultValues: value,
    check: ({ request, from, to }) => ({
      ...(request.trim() && !/^\d{1,12}$/.test(request.trim()) && { request: T.requestInvalid }),
      ...(from && to && to < from && { to: T.datesInvalid }),
    }),
    onSubmit: (filters) => onApply({ ...filters, request: filters.request.trim() }),
    fieldId,
    fallbackError: T.exportFailed,
  });
  const clear = () => {
    for (const name of Object.keys(EMPTY) as (keyof AccessRecordFilters)[]) form.setValue(name, '');
    onApply(EMPTY);
  };
  return (
    <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={T.filtersLabel}>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <div className="access-record__filters">
        <p className="access-record__field">
          <label htmlFor={fieldId('staff')}>{T.staff}</label>
          <select
            id={fieldId('staff')}
            value={form.values.staff}
            onChange={(event) => form.setValue('staff', event.target.value)}
          >
            <option value="">{T.anyone}</option>
            {(staff.data ?? []).map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.full_name}
              </option>
            ))}
          </select>
        </p>
        <Input {...form.field('request')} label={T.request} hint={T.requestHint} inputMode="numeric" />
        <Input {...form.field('from')} label={T.from} type="date" />
        <Input {...form.field('to')} label={T.to} type="date" />
      </div>
      <SubmitActions busy={form.submitting} busyLabel={T.applying}>
        {T.apply}
      </SubmitActions>
      <Button variant="tertiary" onClick={clear}>
        {T.clear}
      </Button>
    </Form>
  );
}
