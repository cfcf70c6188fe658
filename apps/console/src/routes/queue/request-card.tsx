import { Link as RouterLink } from 'react-router';
import type { ServiceRequest } from '@concierge/api-client';
import { Badge, formatDate, ItemListRow } from '@concierge/ui';
import { paths } from '../../app/paths';
import { TEXTS } from '../../app/texts';

/** One request in the queue: title (to the request), the status the requester sees, created, waiting. */
export function RequestCard({ request }: { request: ServiceRequest }) {
  return (
    <ItemListRow
      title={<RouterLink to={paths.request(request.id)}>{request.title}</RouterLink>}
      meta={
        <>
          <Badge tone="info">{request.status}</Badge>
          <span>
            {TEXTS.queue.created} <time dateTime={request.created_at}>{formatDate(request.created_at)}</time>
          </span>
          {request.awaiting_user ? <Badge tone="attention">{TEXTS.queue.waiting}</Badge> : null}
        </>
      }
    />
  );
}
