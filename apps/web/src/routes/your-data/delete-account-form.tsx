import { useState } from 'react';
import { MESSAGES } from '@concierge/api-client';
import { useLocale } from '@concierge/app-locale';
import { SubmitActions, useZodForm } from '@concierge/forms';
import { Alert, Form, formatDateTime, Input, Message } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { FreshProofDialog, useAccountFreshProof } from '../../features/fresh-proof/fresh-proof-dialog';
import { localizeMessage } from '../../features/validation/validation-texts';
import { YOUR_DATA_TEXTS as T } from './your-data-texts';

/**
 * Asks for the account's erasure (docs/personal-data.md#erasure): the password, and with a second factor
 * fresh proof with it when the server asks. The server ends every session; this page then says when the
 * account goes, and the next step anywhere leads to sign-in.
 */
export function DeleteAccountForm() {
  const { api } = useAppServices();
  const { locale } = useLocale();
  const proof = useAccountFreshProof();
  const [dueAt, setDueAt] = useState<string | null>(null);
  const form = useZodForm({
    defaultValues: { current_password: '' },
    fieldsAt: ['erasure'],
    fieldId: (name) => `delete-account-${name}`,
    check: ({ current_password }) => (current_password ? {} : { current_password: T.passwordRequired }),
    serverMessage: localizeMessage,
    fallbackError: MESSAGES.requestFailed,
    errorText: (failure: unknown) => (failure instanceof Error ? failure.message : String(failure)),
    onSubmit: async ({ current_password }) => {
      const { data } = await proof.guard(() =>
        api.call('requestAccountErasure', { body: { erasure: { current_password } } }),
      );
      setDueAt(data.erasure.due_at);
    },
  });
  return (
    <section aria-labelledby="delete-account" className="your-data__delete">
      <h2 id="delete-account">{T.deleteHeading}</h2>
      <p>{T.deleteIntro}</p>
      <p>{T.deleteWhen}</p>
      {dueAt ? (
        <Message tone="success">{T.deleted(formatDateTime(dueAt, { locale }))}</Message>
      ) : (
        <Form noValidate aria-labelledby="delete-account" onSubmit={form.handleSubmit} onFocus={form.prepare}>
          {form.formError ? <Alert>{form.formError}</Alert> : null}
          <Input
            type="password"
            label={T.password}
            {...form.field('current_password')}
            autoComplete="current-password"
            required
          />
          <SubmitActions busy={form.submitting} busyLabel={T.deleting}>
            {T.delete}
          </SubmitActions>
        </Form>
      )}
      <FreshProofDialog prompt={proof.prompt} />
    </section>
  );
}
