import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@concierge/app-locale';
import { formatDate } from '@concierge/ui';
import { useServices } from '../../app/services';
import { QueryState } from '../query-state/query-state';
import { RATING_TEXTS as T } from './rating-texts';

/** A request's rating as the requester gave it: score, date, comment; or "Not rated yet". */
export function RequestRatingPanel({ requestId }: { requestId: number }) {
  const { api } = useServices();
  const query = useQuery({
    queryKey: ['queue', 'request', requestId, 'rating'],
    queryFn: () => api.getQueueRequestRating(requestId),
  });
  const rating = query.data;
  const { locale } = useLocale();
  return (
    <section className="request__section" aria-labelledby="request-rating">
      <h2 id="request-rating">{T.requestHeading}</h2>
      <QueryState
        status={query.status}
        hasData={rating !== undefined}
        isFetching={query.isFetching}
        refetch={query.refetch}
        what={T.what}
      >
        {rating === null ? <p>{T.notRated}</p> : null}
        {rating ? (
          <>
            <p>{T.rated(T.score[rating.score], formatDate(rating.rated_at, { locale }))}</p>
            {/* The requester's words, in their own direction. */}
            {rating.comment ? <blockquote dir="auto">{rating.comment}</blockquote> : null}
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
