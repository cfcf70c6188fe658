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
        <Input
          id={fieldId('request')}
          label={T.request}
          hint={T.requestHint}
          name="request"
          inputMode="numeric"
          value={form.values.request}
          onValueChange={(request) => form.setValue('request', request)}
          errorMessage={form.errors.request}
        />
        <Input
          id={fieldId('from')}
          label={T.from}
          name="from"
          type="date"
          value={form.values.from}
          onValueChange={(from) => form.setValue('from', from)}
          errorMessage={form.errors.from}
        />
        <Input
          id={fieldId('to')}
          label={T.to}
          name="to"
          type="date"
          value={form.values.to}
          onValueChange={(to) => form.setValue('to', to)}
          errorMessage={form.errors.to}
        />
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
