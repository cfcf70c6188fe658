import { useEffect, useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  isApiError,
  WEBHOOK_EVENT_TYPES,
  type WebhookCompany,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@concierge/api-client';
import { SubmitActions, useZodForm } from '@concierge/forms';
import { Alert, Button, ChoiceGroup, Form, Input } from '@concierge/ui';
import { useServices } from '../../app/services';
import { ALL_COMPANIES, CompanyChoice, companyIdOf } from '../../features/admin-screens/company-choice';
import { WEBHOOKS_KEY } from './webhook-queries';
import { WEBHOOK_TEXTS as T } from './webhook-texts';

interface WebhookFormProps {
  /** The endpoint being edited; a new one when absent. */
  endpoint?: WebhookEndpoint | undefined;
  companies: WebhookCompany[];
  /** After a save (with the secret of a new endpoint) or a cancel. */
  onDone: (result: { secret?: string } | null) => void;
}

/** Creates or edits one endpoint: its address, description, the events it wants, a company or all. */
export function WebhookForm({ endpoint, companies, onDone }: WebhookFormProps) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const headingId = useId();
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}-${name}`;

  // The form replaces the button that opened it: focus moves into it rather than to the page's start.
  useEffect(() => document.getElementById(`${prefix}-url`)?.focus(), [prefix]);

  const form = useZodForm({
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: (endpoint?.events ?? []) as string[],
      company: endpoint?.company_id ? String(endpoint.company_id) : ALL_COMPANIES,
    },
    check: ({ url, events }) => ({
      ...(!/^https?:\/\/\S+$/i.test(url.trim()) && { url: T.urlRequired }),
      ...(events.length === 0 && { events: T.eventsRequired }),
    }),
    onSubmit: async ({ url, description, events, company }) => {
      const body = {
        endpoint: {
          url: url.trim(),
          description: description.trim(),
          events: events as WebhookEventType[],
          company_id: companyIdOf(company),
        },
      };
      if (endpoint) {
        await api.call('updateWebhookEndpoint', { params: { id: endpoint.id }, body });
        toasts.add(T.updated(body.endpoint.url), { autoDismiss: true });
        await queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
        onDone({});
        return;
      }
      const { data } = await api.call('createWebhookEndpoint', { body });
      toasts.add(T.created(body.endpoint.url), { autoDismiss: true });
      await queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
      onDone({ secret: data.secret });
    },
    fieldId,
    fallbackError: T.saveFailed,
    // A 422 names the rule (an address on a private network, http in production): its text is the server's.
    errorText: (failure) => (isApiError(failure) && failure.status === 422 ? failure.message : T.saveFailed),
  });

  return (
    <section className="webhook-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{endpoint ? T.editHeading(endpoint.url) : T.newHeading}</h2>
      <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-labelledby={headingId}>
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <Input {...form.field('url')} label={T.url} hint={T.urlHint} type="url" required autoComplete="off" />
        <Input {...form.field('description')} label={T.description} autoComplete="off" />
        <ChoiceGroup
          type="checkbox"
          {...form.field('events')}
          name={fieldId('events')}
          legend={T.eventsLabel}
          required
          options={WEBHOOK_EVENT_TYPES.map((type) => ({
            value: type,
            label: T.event[type],
            description: type,
          }))}
        />
        <CompanyChoice
          {...form.field('company')}
          name={fieldId('company')}
          legend={T.companyLabel}
          allLabel={T.allCompanies}
          companies={companies}
        />
        <SubmitActions busy={form.submitting} busyLabel={T.saving}>
          {T.save}
        </SubmitActions>
        <Button variant="secondary" onClick={() => onDone(null)}>
          {T.cancel}
        </Button>
      </Form>
    </section>
  );
}
