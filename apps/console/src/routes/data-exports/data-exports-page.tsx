import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useLocale } from '@concierge/app-locale';
import { DATA_EXPORTS_KEY, DataExportList } from '@concierge/account-ui/data-exports';
import { useAuth } from '@concierge/auth';
import { SubmitActions, useZodForm } from '@concierge/forms';
import { Alert, Form, Input } from '@concierge/ui';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { AdminsOnlyPage } from '../../features/admin-screens/admins-only';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { DATA_REQUEST_TEXTS as T } from './data-exports-page-texts';

/** The server checks the address; this only spares a round trip for what cannot be one. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * /console/data-exports (admins): a copy of someone's data, to answer their request for it (a data
 * subject request, docs/personal-data.md#export), and the copies this admin asked for. The requester
 * panel links here with the person's email filled in (`?email=`); the ready email links here too.
 */
export function DataExportsPage() {
  usePageTitle(T.title);
  const { user } = useAuth();
  if (user?.role !== 'admin') {
    return <AdminsOnlyPage title={T.title} notice={T.adminsOnly} className="data-exports-page" />;
  }
  return <AdminDataExports />;
}

function AdminDataExports() {
  const { api } = useServices();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const prefix = useId();
  const headingId = useId();
  const [prepared, setPrepared] = useState<string | null>(null);
  const form = useZodForm({
    defaultValues: { email: params.get('email') ?? '' },
    check: ({ email }) => (LOOKS_LIKE_EMAIL.test(email.trim()) ? {} : { email: T.emailInvalid }),
    onSubmit: async ({ email }) => {
      setPrepared(null);
      const { data } = await api.call('requestUserDataExport', { body: { data_export: { email } } });
      setPrepared(T.prepared(data.export.subject?.name ?? email));
      await queryClient.invalidateQueries({ queryKey: DATA_EXPORTS_KEY });
    },
    fieldId: (name) => `${prefix}-${name}`,
    fallbackError: T.prepareFailed,
  });
  return (
    <main id="main" className="cui-page cui-page--narrow data-exports-page">
      <h1 tabIndex={-1}>{T.title}</h1>
      <p>{T.intro}</p>
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{T.formHeading}</h2>
        <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-labelledby={headingId}>
          {form.formError ? <Alert>{form.formError}</Alert> : null}
          <Input
            {...form.field('email')}
            type="email"
            label={T.email}
            hint={T.emailHint}
            autoComplete="off"
            required
          />
          <SubmitActions busy={form.submitting} busyLabel={T.preparing}>
            {T.prepare}
          </SubmitActions>
        </Form>
        <p role="status">{prepared}</p>
      </section>
      <DataExportList
        api={api}
        locale={locale}
        queryTexts={{ loading: TEXTS.loadingWhat, loadFailed: TEXTS.loadFailed, tryAgain: TEXTS.tryAgain }}
        appName="console"
      />
    </main>
  );
}
