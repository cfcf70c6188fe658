import { Link as RouterLink } from 'react-router';
import type { QueueItem } from '@concierge/api-client';
import { Badge, ItemListRow } from '@concierge/ui';
import { paths } from '../../app/paths';
import { TEXTS } from '../../app/texts';
import { DueBadge } from '../../features/due/due-badge';
import { statusText } from '../../features/queue/status-text';
import { WaitingSince } from '../../features/queue/waiting-since';

/**
 * What people wrote (titles, messages) sits in <bdi>: its own direction, so an English line keeps its full stop
 * at its end on an Arabic page, and the other way round.
 *
 * One request in the queue: title (to the request), who asked and their company, the last message's first
 * line, what falls due next, how long the requester has waited, the status they see, and who handles it.
 */
export function RequestCard({ request }: { request: QueueItem }) {
  return (
    <ItemListRow
      className="queue-row"
      title={
        <>
          <RouterLink to={paths.request(request.id)}>
            <bdi>{request.title}</bdi>
          </RouterLink>
          <span className="queue-row__requester">
            {request.requester.company
              ? TEXTS.queue.requesterWithCompany(request.requester.full_name, request.requester.company)
              : request.requester.full_name}
          </span>
          {request.last_message_preview ? (
            <span className="queue-row__preview">
              <bdi>{request.last_message_preview}</bdi>
            </span>
          ) : null}
        </>
      }
      meta={
        <>
          <DueBadge due={request.due} />
          <WaitingSince since={request.waiting_since} />
          <Badge tone="info">{statusText(request)}</Badge>
          {request.awaiting_user ? <Badge tone="attention">{TEXTS.queue.waiting}</Badge> : null}
          <span className="queue-row__assignee">
            {request.assignee ? TEXTS.queue.assignee(request.assignee.full_name) : TEXTS.queue.unassigned}
          </span>
        </>
      }
    />
  );
}
