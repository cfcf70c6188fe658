import { Link as RouterLink, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, type WebhookDelivery, type WebhookEventType } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { Alert, Button, EmptyState } from '@concierge/ui';
import { parseId, paths } from '../../app/paths';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { useDateTimeFormat } from '../../features/formats/reader-formats';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/query-state/query-state';
import { WEBHOOKS_KEY, webhookDeliveriesQuery } from './webhook-queries';
import { WEBHOOK_TEXTS as T } from './webhook-texts';
import './webhooks.css';

const eventName = (type: string) => T.event[type as WebhookEventType] ?? type;

function DeliveryRow({ endpointId, delivery }: { endpointId: number; delivery: WebhookDelivery }) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const format = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'medium' });
  const time = format.format(new Date(delivery.attempted_at));
  const redeliver = async () => {
    try {
      await api.call('redeliverWebhook', { params: { id: endpointId, delivery_id: delivery.id } });
      toasts.add(T.redelivered, { autoDismiss: true });
    } catch {
      toasts.add(T.actionFailed);
    }
    await queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
  };
  return (
    <tr>
      <td>{time}</td>
      <td>
        {eventName(delivery.event_type)}
        <br />
        <code>{delivery.message_id}</code>
      </td>
      <td>
        {delivery.ok && delivery.status !== null
          ? T.succeeded(delivery.status)
          : T.failed(delivery.error ?? String(delivery.status))}
      </td>
      <td>{T.durationMs(delivery.duration_ms)}</td>
      <td>
        {delivery.response_excerpt ? (
          <code className="webhook-log__excerpt">{delivery.response_excerpt}</code>
        ) : null}
      </td>
      <td>
        <Button
          variant="secondary"
          aria-label={T.redeliverNamed(eventName(delivery.event_type), time)}
          onClick={() => void redeliver()}
        >
          {T.redeliver}
        </Button>
      </td>
    </tr>
  );
}

/** One endpoint's delivery log: every attempt, newest first, each with its redelivery. */
export function WebhookLogPage() {
  usePageTitle(T.logTitle);
  const { api } = useServices();
  const { user } = useAuth();
  const id = parseId(useParams().endpointId) ?? 0;
  const isAdmin = user?.role === 'admin';
  const query = useQuery({ ...webhookDeliveriesQuery(api, id), enabled: isAdmin && id > 0 });
  const deliveries = query.data?.deliveries ?? [];
  // An address that names no endpoint (not a number, or one deleted meanwhile) is a missing page.
  const missing = id === 0 || (isApiError(query.error) && query.error.status === 404);

  return (
    <main id="main" className="cui-page webhook-log-page">
      <p>
        <RouterLink to={paths.webhooks}>{T.back}</RouterLink>
      </p>
      <h1 tabIndex={-1}>{T.logTitle}</h1>
      {!isAdmin ? (
        <Alert>{T.adminsOnly}</Alert>
      ) : missing ? (
        <p>{TEXTS.errors.notFound}</p>
      ) : (
        <QueryState
          status={query.status}
          hasData={query.data !== undefined}
          isFetching={query.isFetching}
          refetch={query.refetch}
          what={T.logWhat}
        >
          {query.data ? (
            <p className="webhooks__url">
              <bdi>{query.data.endpoint.url}</bdi>
            </p>
          ) : null}
          {query.data && deliveries.length === 0 ? (
            <EmptyState title={T.noDeliveries} description={T.noDeliveriesHint} headingLevel={2} />
          ) : null}
          {deliveries.length ? (
            <div>
              <table className="webhook-log">
                <caption className="cui-visually-hidden">{T.deliveriesLabel}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.columnTime}</th>
                    <th scope="col">{T.columnEvent}</th>
                    <th scope="col">{T.columnResult}</th>
                    <th scope="col">{T.columnDuration}</th>
                    <th scope="col">{T.columnResponse}</th>
                    <th scope="col">{T.columnAction}</th>
                  </tr>
                </thead>
                <tbody>
                  {deliveries.map((delivery) => (
                    <DeliveryRow key={delivery.id} endpointId={id} delivery={delivery} />
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </QueryState>
      )}
    </main>
  );
}
