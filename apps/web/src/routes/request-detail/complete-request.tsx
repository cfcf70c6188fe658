import { useQueryClient } from '@tanstack/react-query';
import type { ServiceRequest } from '@concierge/api-client';
import { Button, ConfirmDialog } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { requestKeys } from '../../features/requests/request-queries';

const T = TEXTS.conversation;

interface CompleteRequestProps {
  request: ServiceRequest;
  /** After the request is completed: this button is gone, so the page says so and places focus. */
  onCompleted: () => void;
}

/**
 * "Mark as completed" on an open or in-progress request, after a confirmation. A failure keeps
 * the dialog open with the error (the kit's ConfirmDialog shows the rejection's message).
 */
export function CompleteRequest({ request, onCompleted }: CompleteRequestProps) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  if (request.state === 'completed') return null;

  async function complete() {
    const updated = await api.completeRequest(request.id);
    queryClient.setQueryData<ServiceRequest>(
      requestKeys.detail(request.id),
      (current) =>
        current && {
          ...current,
          state: updated.state,
          status: updated.status,
          awaiting_user: updated.awaiting_user,
        },
    );
    // It moves between lists: every list and this request are asked again.
    void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    onCompleted();
  }

  return (
    <ConfirmDialog
      title={T.confirmTitle}
      description={T.confirmBody}
      confirmLabel={T.confirmAction}
      cancelLabel={T.confirmCancel}
      onConfirm={complete}
      trigger={<Button variant="secondary">{T.markCompleted}</Button>}
    />
  );
}
