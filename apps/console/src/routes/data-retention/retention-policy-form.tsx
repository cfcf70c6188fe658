import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  isApiError,
  RETENTION_MONTHS_MAX,
  RETENTION_MONTHS_MIN,
  type CompanyRetention,
  type RetentionAction,
} from '@concierge/api-client';
import { SubmitActions, useZodForm } from '@concierge/forms';
import { Alert, Button, ChoiceGroup, Form, Input } from '@concierge/ui';
import { useServices } from '../../app/services';
import { RETENTION_KEY } from './retention-queries';
import { DATA_RETENTION_TEXTS as T } from './data-retention-texts';

/** The dry run the admin saw: the policy it was made for and what it would take now. */
interface DryRun {
  months: number;
  action: RetentionAction;
  requests: number;
}

/** The months typed, when they are a whole number the server takes; null otherwise. */
function monthsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const months = Number(trimmed);
  return months >= RETENTION_MONTHS_MIN && months <= RETENTION_MONTHS_MAX ? months : null;
}

interface RetentionPolicyFormProps {
  company: CompanyRetention;
  /** After the policy is saved, or the form is cancelled. */
  onDone: () => void;
}

/**
 * Sets one company's policy in two steps (docs/personal-data.md#the-dry-run): the first submit asks the
 * server what the policy would take now and shows it; only a second submit of the same months and action
 * saves it. Changing either field after the check asks for a new one.
 */
export function RetentionPolicyForm({ company, onDone }: RetentionPolicyFormProps) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const headingId = useId();
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}-${name}`;
  const [dryRun, setDryRun] = useState<DryRun | null>(null);
  // Which call a failure came from, for its message.
  const step = useRef<'check' | 'confirm'>('check');

  // The form replaces the button that opened it: focus moves into it rather than to the page's start.
  useEffect(() => document.getElementById(`${prefix}-months`)?.focus(), [prefix]);

  const form = useZodForm({
    defaultValues: {
      months: String(company.policy?.months ?? 12),
      action: (company.policy?.action ?? 'anonymise') as string,
    },
    check: ({ months }) => (monthsOf(months) === null ? { months: T.monthsInvalid } : {}),
    onSubmit: async (values) => {
      const months = monthsOf(values.months);
      if (months === null) return;
      const action = values.action as RetentionAction;
      const params = { id: company.company_id };
      if (!dryRun || dryRun.months !== months || dryRun.action !== action) {
        step.current = 'check';
        const { data } = await api.call('previewRetentionPolicy', { params, query: { months, action } });
        setDryRun({ months, action, requests: data.preview.requests });
        return;
      }
      step.current = 'confirm';
      await api.call('setRetentionPolicy', { params, body: { policy: { months, action } } });
      toasts.add(T.saved(company.company_name), { autoDismiss: true });
      await queryClient.invalidateQueries({ queryKey: RETENTION_KEY });
      onDone();
    },
    fieldId,
    fallbackError: T.saveFailed,
    // A refusal is in the reader's language already; anything else says which step failed.
    errorText: (failure) =>
      isApiError(failure) && failure.status !== undefined && failure.status < 500
        ? failure.message
        : step.current === 'confirm'
          ? T.saveFailed
          : T.checkFailed,
  });

  const checked =
    dryRun !== null && dryRun.months === monthsOf(form.values.months) && dryRun.action === form.values.action
      ? dryRun
      : null;

  return (
    <section className="retention-form" aria-labelledby={headingId}>
      <h3 id={headingId}>{T.formHeading(company.company_name)}</h3>
      <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-labelledby={headingId}>
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <Input
          {...form.field('months')}
          label={T.months}
          hint={T.monthsHint}
          inputMode="numeric"
          required
          autoComplete="off"
        />
        <ChoiceGroup
          {...form.field('action')}
          name={fieldId('action')}
          legend={T.actionLabel}
          required
          options={[
            { value: 'anonymise', label: T.anonymise, description: T.anonymiseHint },
            { value: 'delete', label: T.delete, description: T.deleteHint },
          ]}
        />
        {/* Always in the page, so a screen reader hears the count when the check answers. */}
        <div role="status" className="retention-form__dry-run">
          {checked ? (
            <>
              <p className="retention-form__count">
                {checked.action === 'delete'
                  ? T.wouldDelete(checked.requests)
                  : T.wouldAnonymise(checked.requests)}
              </p>
              <p>{T.confirmHint}</p>
            </>
          ) : null}
        </div>
        <SubmitActions busy={form.submitting} busyLabel={checked ? T.confirming : T.checking}>
          {checked ? T.confirm : T.check}
        </SubmitActions>
        <Button variant="secondary" onClick={onDone}>
          {T.cancel}
        </Button>
      </Form>
    </section>
  );
}
