import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '@concierge/api-client';
import { formatDate } from '@concierge/ui';
import { parseId, paths } from '../../app/paths';
import { useAppServices } from '../../app/services';
import { NotFoundContent } from '../../features/not-found/not-found-content';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/requests/query-state';
import { requestDetailQuery } from '../../features/requests/request-queries';
import { RequestDetails } from './request-details';
import { RequestMessages } from './request-messages';

function RequestDetail({ id }: { id: number }) {
  const { api } = useAppServices();
  // Spec §2: /requests/{id} fetches that request on entry.
  const query = useQuery({ ...requestDetailQuery(api, id), refetchOnMount: 'always' });
  usePageTitle(query.data?.title ?? 'Request');
  if (query.isError && isApiError(query.error) && query.error.status === 404) return <NotFoundContent />;

  return (
    <main id="main" className="page page--medium request-detail">
      <p>
        <RouterLink to={paths.requests}>All requests</RouterLink>
      </p>
      <h1 tabIndex={-1}>{query.data?.title ?? 'Request'}</h1>
      <QueryState
        query={query}
        what="this request"
        isEmpty={() => false}
        empty={{ title: '' }}
        headingLevel={2}
      >
        {(request) => (
          <>
            <p className="request-detail__meta">
              <span className="status-badge">{request.status}</span>
              <span>
                Created <time dateTime={request.created_at}>{formatDate(request.created_at)}</time>
              </span>
            </p>
            <RequestMessages messages={request.messages} />
            <RequestDetails details={request.details} />
          </>
        )}
      </QueryState>
    </main>
  );
}

/** /requests/{requestId} (spec §2): the request's status, messages and the answers it was made from. */
export function RequestDetailPage() {
  const id = parseId(useParams().requestId);
  if (id === null) return <NotFoundContent />;
  return <RequestDetail key={id} id={id} />;
}
