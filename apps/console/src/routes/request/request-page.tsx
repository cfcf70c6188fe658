import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '@concierge/api-client';
import { useLocale } from '@concierge/app-locale';
import { useAuth } from '@concierge/auth';
import { newestMessageId } from '@concierge/live-updates';
import { Badge, formatDate } from '@concierge/ui';
import { parseId, paths, QUEUE_PARAMS } from '../../app/paths';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { ReplyComposer } from '../../features/composer/reply-composer';
import { DueLine } from '../../features/due/due-line';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { queueRequestQuery } from '../../features/queue/queue-queries';
import { statusText } from '../../features/queue/status-text';
import { QueryState } from '../../features/query-state/query-state';
import { RequestRatingPanel } from '../../features/ratings/request-rating-panel';
import { AssignmentPanel } from './assignment-panel';
import { CollisionNotice } from './collision-notice';
import { RequestAnswers } from './request-answers';
import { RequesterPanel } from './requester-panel';
import { RequestThread } from './request-thread';
import { StatusActions } from './status-actions';
import { usePresence } from './use-presence';

function RequestView({ id, userId, email }: { id: number; userId: string; email: string }) {
  const { api } = useServices();
  const onTyping = usePresence(api, id);
  const query = useQuery(queueRequestQuery(api, id));
  const { locale } = useLocale();
  const request = query.data?.request;
  usePageTitle(request?.title ?? TEXTS.request.fallbackTitle);
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  const back = request ? `${paths.queue}?${QUEUE_PARAMS.state}=${request.state}` : paths.queue;

  return (
    <main id="main" className="cui-page cui-page--medium request">
      <p>
        <RouterLink to={back}>{TEXTS.request.back}</RouterLink>
      </p>
      <h1 tabIndex={-1}>{request ? <bdi>{request.title}</bdi> : TEXTS.request.fallbackTitle}</h1>
      {notFound ? (
        <p>{TEXTS.request.notFound}</p>
      ) : (
        <QueryState
          status={query.status}
          hasData={request !== undefined}
          isFetching={query.isFetching}
          refetch={query.refetch}
          what={TEXTS.request.what}
        >
          {request && query.data ? (
            <>
              <CollisionNotice presence={query.data.presence} />
              <p className="request-meta">
                <span className="cui-visually-hidden">{TEXTS.request.statusLabel} </span>
                <Badge tone="info">{statusText(request)}</Badge>
                <span>
                  {TEXTS.queue.created}{' '}
                  <time dateTime={request.created_at}>{formatDate(request.created_at, { locale })}</time>
                </span>
                {request.awaiting_user ? <Badge tone="attention">{TEXTS.queue.waiting}</Badge> : null}
                <DueLine due={query.data.due} />
              </p>
              <AssignmentPanel requestId={request.id} assignee={query.data.assignee} callerEmail={email} />
              <StatusActions request={request} />
              <RequestRatingPanel requestId={request.id} />
              <RequesterPanel requester={query.data.requester} />
              <RequestAnswers details={request.details} />
              <RequestThread messages={request.messages} />
              <section className="request__section" aria-labelledby="request-reply">
                <h2 id="request-reply">{TEXTS.composer.title}</h2>
                <ReplyComposer
                  requestId={request.id}
                  userId={userId}
                  newestMessageId={newestMessageId(request.messages)}
                  onTyping={onTyping}
                />
              </section>
            </>
          ) : null}
        </QueryState>
      )}
    </main>
  );
}

/**
 * /requests/{id}: the request, who else is on it, what falls due next, its assignment and moves, the
 * requester, the answers and thread, and the composer (reply or internal note).
 */
export function RequestPage() {
  const id = parseId(useParams().requestId);
  const { user } = useAuth();
  if (id === null) {
    return (
      <main id="main" className="cui-page cui-page--medium">
        <h1 tabIndex={-1}>{TEXTS.request.fallbackTitle}</h1>
        <p>{TEXTS.request.notFound}</p>
      </main>
    );
  }
  // The layout renders pages only once the concierge is known.
  return user ? <RequestView key={id} id={id} userId={user.external_id} email={user.email} /> : null;
}
