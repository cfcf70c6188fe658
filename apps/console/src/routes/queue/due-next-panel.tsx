import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { QueueView } from '@concierge/api-client';
import { paths } from '../../app/paths';
import { useServices } from '../../app/services';
import { DueBadge } from '../../features/due/due-badge';
import { DUE_TEXTS as T } from '../../features/due/due-texts';
import { dueNextQuery } from '../../features/queue/queue-queries';
import { QueryState } from '../../features/query-state/query-state';

/**
 * "Due next": the few requests of the view (open or in progress) that fall due soonest, overdue first, each
 * a link to it with who asked and its due line. It follows the view but not the list or the search: what is about to be
 * late matters whichever list is shown.
 */
export function DueNextPanel({ view }: { view: QueueView }) {
  const { api } = useServices();
  const query = useQuery(dueNextQuery(api, view));
  return (
    <section className="due-next" aria-labelledby="due-next">
      <h2 id="due-next">{T.dueNextHeading}</h2>
      <p className="due-next__hint">{T.dueNextHint}</p>
      <QueryState
        status={query.status}
        hasData={query.data !== undefined}
        isFetching={query.isFetching}
        refetch={query.refetch}
        what={T.dueNextWhat}
      >
        {query.data?.length === 0 ? <p>{T.nothingDue}</p> : null}
        {query.data?.length ? (
          // Ordered: the first is the most urgent.
          <ol className="due-next__list" aria-label={T.dueNextLabel}>
            {query.data.map((request) => (
              <li key={request.id}>
                <RouterLink to={paths.request(request.id)}>
                  <bdi>{request.title}</bdi>
                </RouterLink>{' '}
                <span className="due-next__requester">{request.requester.full_name}</span>{' '}
                <DueBadge due={request.due} />
              </li>
            ))}
          </ol>
        ) : null}
      </QueryState>
    </section>
  );
}
