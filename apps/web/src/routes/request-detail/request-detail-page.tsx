import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { useLocale } from '@concierge/app-locale';
import { Badge } from '@concierge/ui';
import { parseId, paths } from '../../app/paths';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { NotFoundContent } from '../../features/not-found/not-found-content';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/requests/query-state';
import { RequestCreated } from '../../features/requests/request-list';
import { requestDetailQuery } from '../../features/requests/request-queries';
import { requestStatusText } from '../../features/requests/request-status';
import { REQUEST_TEXTS } from '../../features/requests/request-texts';
import { WaitingOnYou } from '../../features/requests/waiting-on-you';
import { CompleteRequest } from './complete-request';
import { MuteRequest } from './mute-request';
import { replyPromiseText } from './reply-promise-text';
import { ReplyComposer, REPLY_HEADING_ID } from './reply-composer';
import { RequestDetails } from './request-details';
import { RequestMessages } from './request-messages';
import { RequestAccess } from './request-access';
import { RequestRating } from './request-rating';
import { WithdrawRequest } from './withdraw-request';

const T = REQUEST_TEXTS.detail;

/**
 * After "Mark as completed" its button is gone. Radix puts focus back (on the vanished trigger, so on the
 * page) in a timeout when the dialog unmounts; ours runs after it and lands on the composer's heading,
 * which now says a reply reopens the request.
 */
function useFocusReplyAfterCompleting() {
  const [completedAt, setCompletedAt] = useState(0);
  useEffect(() => {
    if (!completedAt) return;
    const timer = setTimeout(() => document.getElementById(REPLY_HEADING_ID)?.focus(), 0);
    return () => clearTimeout(timer);
  }, [completedAt]);
  return () => setCompletedAt(Date.now());
}

function RequestDetail({ id }: { id: number }) {
  const { api } = useAppServices();
  const { user } = useAuth();
  const { locale } = useLocale();
  // docs/screens.md#routes: /requests/{id} fetches that request on entry; then it polls for changes.
  const query = useQuery({ ...requestDetailQuery(api, id), refetchOnMount: 'always' });
  const [announcement, setAnnouncement] = useState('');
  const focusReply = useFocusReplyAfterCompleting();
  usePageTitle(query.data?.title ?? T.title);
  if (query.isError && isApiError(query.error) && query.error.status === 404) return <NotFoundContent />;

  return (
    <main id="main" className="cui-page cui-page--medium request-detail">
      <p>
        <RouterLink to={paths.requests}>{T.allRequests}</RouterLink>
      </p>
      <h1 tabIndex={-1}>{query.data?.title ?? T.title}</h1>
      <QueryState query={query} what={T.what} isEmpty={() => false} empty={{ title: '' }} headingLevel={2}>
        {(request) => (
          <>
            <div className="request-meta">
              <Badge tone="info">{requestStatusText(request)}</Badge>
              <RequestCreated date={request.created_at} locale={locale} />
              <WaitingOnYou request={request} />
              <span className="request-detail__actions">
                <CompleteRequest
                  request={request}
                  onCompleted={() => {
                    setAnnouncement(TEXTS.conversation.completed);
                    focusReply();
                  }}
                />
              </span>
            </div>
            {request.reply_within_minutes !== null && request.state !== 'completed' ? (
              <p>{replyPromiseText(request.reply_within_minutes)}</p>
            ) : null}
            <WithdrawRequest
              request={request}
              onWithdrawn={() => {
                setAnnouncement(TEXTS.withdraw.done);
                focusReply();
              }}
            />
            <RequestRating request={request} />
            <p className="cui-visually-hidden" role="status">
              {announcement}
            </p>
            <RequestMessages messages={request.messages} />
            {user ? <ReplyComposer request={request} userId={user.external_id} /> : null}
            <RequestDetails details={request.details} />
            <MuteRequest requestId={request.id} />
            <RequestAccess requestId={request.id} />
          </>
        )}
      </QueryState>
    </main>
  );
}

/**
 * /requests/{requestId} (docs/screens.md#routes): status, how soon the team usually replies, the
 * conversation with a reply box, and the answers.
 */
export function RequestDetailPage() {
  const id = parseId(useParams().requestId);
  if (id === null) return <NotFoundContent />;
  return <RequestDetail key={id} id={id} />;
}
