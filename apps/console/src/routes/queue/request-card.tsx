import { Link as RouterLink } from 'react-router';
import type { QueueItem } from '@concierge/api-client';
import { Badge, ItemListRow } from '@concierge/ui';
import { paths } from '../../app/paths';
import { TEXTS } from '../../app/texts';
import { WaitingSince } from '../../features/queue/waiting-since';

/**
 * One request in the queue: title (to the request), who asked and their company, the last message's first
 * line, how long the requester has waited, the status they see, and who handles it.
 */
export function RequestCard({ request }: { request: QueueItem }) {
  return (
    <ItemListRow
      className="queue-row"
      title={
        <>
          <RouterLink to={paths.request(request.id)}>{request.title}</RouterLink>
          <span className="queue-row__requester">
            {TEXTS.queue.requester(request.requester.full_name, request.requester.company)}
          </span>
          {request.last_message_preview ? (
            <span className="queue-row__preview">{request.last_message_preview}</span>
          ) : null}
        </>
      }
      meta={
        <>
          <WaitingSince since={request.waiting_since} />
          <Badge tone="info">{request.status}</Badge>
          {request.awaiting_user ? <Badge tone="attention">{TEXTS.queue.waiting}</Badge> : null}
          <span className="queue-row__assignee">
            {request.assignee ? TEXTS.queue.assignee(request.assignee.full_name) : TEXTS.queue.unassigned}
          </span>
        </>
      }
    />
  );
}
