import { Link as RouterLink } from 'react-router';
import type { ServiceRequest } from '@concierge/api-client';
import { Badge, formatDate } from '@concierge/ui';
import { paths } from '../../app/paths';
import { TEXTS } from '../../app/texts';

/** One request in the queue: title (to the request), the status the requester sees, created, waiting. */
export function RequestCard({ request }: { request: ServiceRequest }) {
  return (
    <li className="request-card">
      <RouterLink className="request-card__title" to={paths.request(request.id)}>
        {request.title}
      </RouterLink>
      <span className="request-card__meta">
        <Badge tone="info">{request.status}</Badge>
        <span>
          {TEXTS.queue.created} <time dateTime={request.created_at}>{formatDate(request.created_at)}</time>
        </span>
        {request.awaiting_user ? <Badge tone="attention">{TEXTS.queue.waiting}</Badge> : null}
      </span>
    </li>
  );
}
