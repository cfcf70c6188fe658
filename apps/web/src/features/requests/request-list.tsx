import { Link as RouterLink } from 'react-router';
import type { ServiceRequest } from '@concierge/api-client';
import { formatDate } from '@concierge/ui';
import { paths } from '../../app/paths';

/** A list of requests: title (linking to the detail), status and creation date (mm/dd/yy). */
export function RequestList({ requests, label }: { requests: readonly ServiceRequest[]; label: string }) {
  return (
    <ul className="request-list" aria-label={label}>
      {requests.map((request) => (
        <li key={request.id} className="request-list__item">
          <RouterLink className="request-list__title" to={paths.request(request.id)}>
            {request.title}
          </RouterLink>
          <span className="request-list__meta">
            <span className="status-badge">{request.status}</span>
            <span>
              Created <time dateTime={request.created_at}>{formatDate(request.created_at)}</time>
            </span>
            {request.awaiting_user ? (
              <span className="status-badge status-badge--attention">New reply</span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
