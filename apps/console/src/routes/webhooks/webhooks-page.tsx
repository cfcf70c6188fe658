import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { Badge, Button, EmptyState } from '@concierge/ui';
import { paths } from '../../app/paths';
import { useServices } from '../../app/services';
import { useDateTimeFormat } from '../../features/formats/reader-formats';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { AdminsOnlyPage } from '../../features/admin-screens/admins-only';
import { ShownOnce } from '../../features/admin-screens/shown-once';
import { QueryState } from '../../features/query-state/query-state';
import { WebhookActions } from './webhook-actions';
import { WebhookForm } from './webhook-form';
import { webhookEndpointsQuery } from './webhook-queries';
import { WEBHOOK_TEXTS as T } from './webhook-texts';
import './webhooks.css';

function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const format = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  if (!endpoint.enabled) {
    return (
      <Badge tone="neutral">
        {endpoint.disabled_reason === 'failing' ? T.disabledFailing : T.disabledManual}
      </Badge>
    );
  }
  return (
    <>
      <Badge tone="success">{T.enabled}</Badge>
      {endpoint.failing_since ? (
        <span className="webhooks__failing">
          {T.failingSince(format.format(new Date(endpoint.failing_since)))}
        </span>
      ) : null}
    </>
  );
}

/** The admins' webhook endpoints: add, edit, turn off or on, rotate the secret, delete, open the log. */
export function WebhooksPage() {
  usePageTitle(T.title);
  const { api } = useServices();
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const query = useQuery({ ...webhookEndpointsQuery(api), enabled: isAdmin });
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  if (!isAdmin) return <AdminsOnlyPage title={T.title} notice={T.adminsOnly} className="webhooks-page" />;
  const endpoints = query.data?.endpoints ?? [];
  const companies = query.data?.companies ?? [];
  const done = (result: { secret?: string } | null) => {
    setEditing(null);
    if (result?.secret) setSecret(result.secret);
  };

  return (
    <main id="main" className="cui-page webhooks-page">
      <h1 tabIndex={-1}>{T.title}</h1>
      <p>{T.intro}</p>
      {secret ? (
        <ShownOnce
          heading={T.secretHeading}
          intro={T.secretIntro}
          value={secret}
          doneLabel={T.secretDone}
          onDone={() => setSecret(null)}
          testId="webhook-secret"
        />
      ) : null}
      {editing === 'new' ? (
        <WebhookForm companies={companies} onDone={done} />
      ) : (
        <Button onClick={() => setEditing('new')} disabled={query.data === undefined}>
          {T.add}
        </Button>
      )}
      <QueryState
        status={query.status}
        hasData={query.data !== undefined}
        isFetching={query.isFetching}
        refetch={query.refetch}
        what={T.what}
      >
        {endpoints.length === 0 && editing !== 'new' ? (
          <EmptyState title={T.empty} description={T.emptyHint} headingLevel={2} />
        ) : null}
        {endpoints.length ? (
          <ul className="webhooks" aria-label={T.listLabel}>
            {endpoints.map((endpoint) => (
              <li key={endpoint.id} className="webhooks__item">
                {editing === endpoint.id ? (
                  <WebhookForm endpoint={endpoint} companies={companies} onDone={done} />
                ) : (
                  <>
                    <h2 className="webhooks__url">
                      <bdi>{endpoint.url}</bdi>
                    </h2>
                    {endpoint.description ? <p dir="auto">{endpoint.description}</p> : null}
                    <p className="webhooks__status">
                      <EndpointStatus endpoint={endpoint} />
                    </p>
                    <dl className="webhooks__facts">
                      <dt>{T.companyLabel}</dt>
                      <dd>{endpoint.company_name ?? T.allCompanies}</dd>
                      <dt>{T.eventsLabel}</dt>
                      <dd>{endpoint.events.map((type) => T.event[type]).join(', ')}</dd>
                    </dl>
                    <div className="webhooks__actions">
                      <RouterLink to={paths.webhookLog(endpoint.id)} aria-label={T.logNamed(endpoint.url)}>
                        {T.log}
                      </RouterLink>
                      <Button
                        variant="secondary"
                        aria-label={T.editNamed(endpoint.url)}
                        disabled={editing !== null}
                        onClick={() => setEditing(endpoint.id)}
                      >
                        {T.edit}
                      </Button>
                    </div>
                    <WebhookActions endpoint={endpoint} onSecret={setSecret} />
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </QueryState>
    </main>
  );
}
