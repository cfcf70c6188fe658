import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '@concierge/app-locale';
import { formatPercent } from '@concierge/ui';
import { paths } from '../../app/paths';
import { useServices } from '../../app/services';
import { QueryState } from '../query-state/query-state';
import { RATING_TEXTS as T } from './rating-texts';

/** The team's week: share of good, the counts, and the comments behind a disclosure. */
export function WeeklyRatingSummary() {
  const { api } = useServices();
  const query = useQuery({ queryKey: ['ratings', 'summary'], queryFn: () => api.getRatingSummary() });
  const summary = query.data;
  const { locale } = useLocale();
  return (
    <section className="rating-summary" aria-labelledby="rating-summary">
      <h2 id="rating-summary">{T.summaryHeading}</h2>
      <QueryState
        status={query.status}
        hasData={summary !== undefined}
        isFetching={query.isFetching}
        refetch={query.refetch}
        what={T.summaryWhat}
      >
        {summary && summary.count === 0 ? <p>{T.noRatings}</p> : null}
        {summary && summary.count > 0 ? (
          <>
            <p>
              <strong>
                {T.summary(summary.count, formatPercent(Math.round(summary.good_share * 100), locale))}
              </strong>{' '}
              {T.breakdown(summary.good, summary.okay, summary.bad)}
            </p>
            {summary.comments.length ? (
              <details>
                <summary>{T.comments(summary.comments.length)}</summary>
                <ul>
                  {summary.comments.map((entry) => (
                    <li key={entry.request_id}>
                      <RouterLink to={paths.request(entry.request_id)}>
                        {T.commentOn(entry.request_id)}
                      </RouterLink>{' '}
                      {T.commentScore(T.score[entry.score])} <bdi>{entry.comment}</bdi>
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
