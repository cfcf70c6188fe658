import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { QueryState } from './query-state';
import { RequestList } from './request-list';
import { requestSearchQuery, type RequestSearch } from './request-search';
import { REQUEST_TEXTS } from './request-texts';

const S = TEXTS.search;

function resultsHeading(q: string, status: string | null): string {
  if (q && status) return S.results.matchingInStatus(q, status);
  if (q) return S.results.matching(q);
  return status ? S.results.inStatus(status) : S.results.all;
}

/** The results of the search in the URL: loading, error, none, or the requests found with "Show more". */
export function RequestSearchResults({ search, onClear }: { search: RequestSearch; onClear: () => void }) {
  const { api } = useAppServices();
  const query = useInfiniteQuery(requestSearchQuery(api, search));
  const status = search.state ? REQUEST_TEXTS.lists[search.state].title : null;
  return (
    <section className="request-search-results" aria-labelledby="request-search-results-heading">
      <div className="request-search-results__header">
        <h2 id="request-search-results-heading">{resultsHeading(search.q, status)}</h2>
        <Button variant="tertiary" onClick={onClear}>
          {S.clear}
        </Button>
      </div>
      <QueryState
        query={query}
        what={S.what}
        isEmpty={(data) => data.pages.every((page) => page.requests.length === 0)}
        empty={{ title: S.noResults, description: S.noResultsHint }}
      >
        {(data) => {
          const requests = data.pages.flatMap((page) => page.requests);
          return (
            <>
              <p role="status" className="request-search-results__count">
                {query.hasNextPage ? S.countNewest(requests.length) : S.count(requests.length)}
              </p>
              <RequestList requests={requests} label={S.listLabel} />
              {query.hasNextPage ? (
                <div className="request-search-results__more">
                  <Button
                    variant="secondary"
                    loading={query.isFetchingNextPage}
                    loadingLabel={S.loadingMore}
                    onClick={() => void query.fetchNextPage()}
                  >
                    {S.more}
                  </Button>
                </div>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
