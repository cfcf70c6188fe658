import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueueRequestResponse, RequestState, ServiceRequest } from '@concierge/api-client';
import { Alert, Button } from '@concierge/ui';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { queueKeys } from '../../features/queue/queue-queries';
import { movesFrom } from '../../features/queue/status-moves';
import { statusText } from '../../features/queue/status-text';

/** One button per move the server allows from the request's list; a refused move (409) shows why. */
export function StatusActions({ request }: { request: ServiceRequest }) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: (to: RequestState) => api.moveRequest(request.id, to),
    onSuccess: (moved) => {
      // The page holds the request with its requester and assignee: only the request part changes here.
      queryClient.setQueryData(queueKeys.request(request.id), (page: QueueRequestResponse | undefined) =>
        page ? { ...page, request: moved } : page,
      );
      toasts.add(TEXTS.moves.moved(statusText(moved)), { autoDismiss: true });
    },
    // Moved or not, the lists, counts and this request may have changed: ask again.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queueKeys.all }),
  });

  return (
    <section className="request__section" aria-labelledby="request-moves">
      <h2 id="request-moves">{TEXTS.request.moves}</h2>
      {move.isError ? <Alert>{TEXTS.moves.failed}</Alert> : null}
      <div className="request__moves">
        {movesFrom(request.state).map((to) => (
          <Button
            key={to}
            variant={to === 'open' ? 'secondary' : 'primary'}
            loading={move.isPending && move.variables === to}
            loadingLabel={TEXTS.moves.moving}
            disabled={move.isPending}
            onClick={() => move.mutate(to)}
          >
            {TEXTS.moves[to]}
          </Button>
        ))}
      </div>
    </section>
  );
}
