import { Link as RouterLink } from 'react-router';
import type { ServiceRequest } from '@concierge/api-client';
import { Badge, formatDate, ItemList, ItemListRow } from '@concierge/ui';
import { paths } from '../../app/paths';
import { WaitingOnYou } from './waiting-on-you';

/** A list of requests: title (linking to the detail), status, creation date (mm/dd/yy), waiting on you. */
export function RequestList({ requests, label }: { requests: readonly ServiceRequest[]; label: string }) {
  return (
    <ItemList label={label}>
      {requests.map((request) => (
        <ItemListRow
          key={request.id}
          title={<RouterLink to={paths.request(request.id)}>{request.title}</RouterLink>}
          meta={
            <>
              <Badge tone="info">{request.status}</Badge>
              <span>
                Created <time dateTime={request.created_at}>{formatDate(request.created_at)}</time>
              </span>
              <WaitingOnYou request={request} />
            </>
          }
        />
      ))}
    </ItemList>
  );
}
