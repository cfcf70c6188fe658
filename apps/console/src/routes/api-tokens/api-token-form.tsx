import { useEffect, useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  API_TOKEN_LIFETIME_PRESETS,
  API_TOKEN_SCOPES,
  isApiError,
  type ApiTokenCompany,
  type ApiTokenScope,
} from '@concierge/api-client';
import { SubmitActions, useZodForm } from '@concierge/forms';
import { Alert, Button, ChoiceGroup, Form, Input } from '@concierge/ui';
import { useServices } from '../../app/services';
import { ALL_COMPANIES, CompanyChoice, companyIdOf } from '../../features/admin-screens/company-choice';
import { FreshProofDialog, useAccountFreshProof } from '../../features/fresh-proof/fresh-proof-dialog';
import { daysUntil, isLifetime } from './api-token-lifetime';
import { API_TOKENS_KEY } from './api-token-queries';
import { API_TOKEN_TEXTS as T } from './api-token-texts';

const ON_A_DATE = 'date';

interface ApiTokenFormProps {
  companies: ApiTokenCompany[];
  /** After the token is made (with the token, shown once) or the form is cancelled (null). */
  onDone: (token: string | null) => void;
}

/** Makes one token: a note, its scopes, when it expires (a preset or a date), a company or all. */
export function ApiTokenForm({ companies, onDone }: ApiTokenFormProps) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  // A token outlives this session by up to a year: the server asks for fresh proof, as for a factor change.
  const proof = useAccountFreshProof();
  const headingId = useId();
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}-${name}`;

  // The form replaces the button that opened it: focus moves into it rather than to the page's start.
  useEffect(() => document.getElementById(`${prefix}-note`)?.focus(), [prefix]);

  const form = useZodForm({
    defaultValues: {
      note: '',
      scopes: [] as string[],
      expiry: String(API_TOKEN_LIFETIME_PRESETS[1]),
      date: '',
      company: ALL_COMPANIES,
    },
    check: ({ note, scopes, expiry, date }) => ({
      ...(!note.trim() && { note: T.noteRequired }),
      ...(scopes.length === 0 && { scopes: T.scopesRequired }),
      ...(expiry === ON_A_DATE && !isLifetime(daysUntil(date)) && { date: T.expiryDateInvalid }),
    }),
    onSubmit: async ({ note, scopes, expiry, date, company }) => {
      const body = {
        api_token: {
          note: note.trim(),
          scopes: scopes as ApiTokenScope[],
          expires_in_days: expiry === ON_A_DATE ? daysUntil(date) : Number(expiry),
          company_id: companyIdOf(company),
        },
      };
      const { data } = await proof.guard(() => api.call('createApiToken', { body }));
      toasts.add(T.created(body.api_token.note), { autoDismiss: true });
      await queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY });
      onDone(data.token);
    },
    fieldId,
    fallbackError: T.createFailed,
    // A cancelled fresh proof says so itself; a server refusal is in the reader's language already.
    errorText: (failure) =>
      isApiError(failure)
        ? failure.status !== undefined && failure.status < 500
          ? failure.message
          : T.createFailed
        : failure instanceof Error
          ? failure.message
          : T.createFailed,
  });

  return (
    <section className="api-token-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{T.newHeading}</h2>
      <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-labelledby={headingId}>
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <Input {...form.field('note')} label={T.note} hint={T.noteHint} required autoComplete="off" />
        <ChoiceGroup
          type="checkbox"
          {...form.field('scopes')}
          name={fieldId('scopes')}
          legend={T.scopesLabel}
          description={T.scopesHint}
          required
          options={API_TOKEN_SCOPES.map((scope) => ({
            value: scope,
            label: T.scope[scope],
            description: `${scope}: ${T.scopeDescription[scope]}`,
          }))}
        />
        <ChoiceGroup
          {...form.field('expiry')}
          name={fieldId('expiry')}
          legend={T.expiryLabel}
          required
          options={[
            ...API_TOKEN_LIFETIME_PRESETS.map((days) => ({
              value: String(days),
              label: T.expiresInDays(days),
            })),
            { value: ON_A_DATE, label: T.expiresOnDate },
          ]}
        />
        {form.values.expiry === ON_A_DATE ? (
          <Input {...form.field('date')} label={T.expiryDate} hint={T.expiryDateHint} type="date" required />
        ) : null}
        <CompanyChoice
          {...form.field('company')}
          name={fieldId('company')}
          legend={T.companyLabel}
          description={T.companyHint}
          allLabel={T.allCompanies}
          companies={companies}
        />
        <SubmitActions busy={form.submitting} busyLabel={T.creating}>
          {T.create}
        </SubmitActions>
        <Button variant="secondary" onClick={() => onDone(null)}>
          {T.cancel}
        </Button>
      </Form>
      <FreshProofDialog prompt={proof.prompt} />
    </section>
  );
}
