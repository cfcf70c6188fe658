import { useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@concierge/api-client';
import { Button, ConfirmDialog } from '@concierge/ui';
import { useServices } from '../../app/services';
import { WEBHOOKS_KEY } from './webhook-queries';
import { WEBHOOK_TEXTS as T } from './webhook-texts';

/** Turn off or on, rotate the secret (its new value goes to `onSecret`), delete: each after a confirmation. */
export function WebhookActions({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (secret: string) => void;
}) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
  const toggle = async () => {
    try {
      await api.call('setWebhookEndpointEnabled', {
        params: { id: endpoint.id },
        body: { endpoint: { enabled: !endpoint.enabled } },
      });
      toasts.add((endpoint.enabled ? T.turnedOff : T.turnedOn)(endpoint.url), { autoDismiss: true });
    } catch {
      toasts.add(T.actionFailed);
    }
    await refresh();
  };
  return (
    <div className="webhooks__actions">
      <Button variant="secondary" onClick={() => void toggle()}>
        {endpoint.enabled ? T.turnOff : T.turnOn}
      </Button>
      <ConfirmDialog
        title={T.rotateTitle}
        description={T.rotateDescription}
        confirmLabel={T.rotate}
        errorMessage={T.actionFailed}
        trigger={<Button variant="secondary">{T.rotate}</Button>}
        onConfirm={async () => {
          const { data } = await api.call('rotateWebhookSecret', { params: { id: endpoint.id } });
          await refresh();
          onSecret(data.secret);
        }}
      />
      <ConfirmDialog
        title={T.deleteTitle(endpoint.url)}
        description={T.deleteDescription}
        confirmLabel={T.delete}
        tone="danger"
        errorMessage={T.actionFailed}
        trigger={
          <Button variant="secondary" aria-label={T.deleteNamed(endpoint.url)}>
            {T.delete}
          </Button>
        }
        onConfirm={async () => {
          await api.call('deleteWebhookEndpoint', { params: { id: endpoint.id } });
          toasts.add(T.deleted(endpoint.url), { autoDismiss: true });
          await refresh();
        }}
      />
    </div>
  );
}
