import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '@concierge/api-client';
import { Alert, Button, EmptyState, saveFile } from '@concierge/ui';
import { paths } from '../../app/paths';
import { useServices } from '../../app/services';
import { useDateTimeFormat } from '../../features/formats/reader-formats';
import { QueryState } from '../../features/query-state/query-state';
import { accessLogQueryOf, csvAddress, type AccessRecordFilters } from './access-record-filters';
import { ACCESS_RECORD_TEXTS as T } from './access-record-texts';

const PAGE_SIZE = 50;

function accessLogQuery(api: ApiClient, filters: AccessRecordFilters) {
  const query = accessLogQueryOf(filters);
  return infiniteQueryOptions({
    queryKey: ['access-record', query],
    queryFn: async ({ pageParam }) =>
      (
        await api.call('getAccessLog', {
          query: { ...query, limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        })
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The entries that match, newest first, a page at a time; each request links to its page. */
export function AccessRecordEntries({ filters }: { filters: AccessRecordFilters }) {
  const { api } = useServices();
  const query = useInfiniteQuery(accessLogQuery(api, filters));
  const dateTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'medium' });
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <QueryState
      status={query.status}
      hasData={query.data !== undefined}
      isFetching={query.isFetching}
      refetch={query.refetch}
      what={T.what}
    >
      {entries.length === 0 ? (
        <EmptyState headingLevel={2} title={T.empty} description={T.emptyHint} />
      ) : (
        <>
          <div className="access-record__scroll">
            <table className="access-record__table" aria-label={T.listLabel}>
              <thead>
                <tr>
                  <th scope="col">{T.when}</th>
                  <th scope="col">{T.who}</th>
                  <th scope="col">{T.action}</th>
                  <th scope="col">{T.requestColumn}</th>
                  <th scope="col">{T.requester}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
                    </td>
                    <td dir="auto">{entry.staff_name}</td>
                    <td>
                      {T.actions[entry.action]}
                      {entry.detail ? (
                        <span className="access-record__detail" dir="auto">
                          {' '}
                          ({entry.detail})
                        </span>
                      ) : null}
                    </td>
                    <td>
                      {entry.request_id === null ? (
                        T.none
                      ) : (
                        <RouterLink to={paths.request(entry.request_id)}>
                          {T.requestNumber(entry.request_id)}
                        </RouterLink>
                      )}
                    </td>
                    <td>{T.requesterNumber(entry.requester_id)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {query.hasNextPage ? (
            <p>
              <Button
                variant="secondary"
                loading={query.isFetchingNextPage}
                loadingLabel={T.loadingMore}
                onClick={() => void query.fetchNextPage()}
              >
                {T.more}
              </Button>
            </p>
          ) : null}
        </>
      )}
    </QueryState>
  );
}

/** The same entries, all of them, as a CSV file: fetched with the session's headers, then saved. */
export function AccessRecordExport({ filters }: { filters: AccessRecordFilters }) {
  const { api } = useServices();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      saveFile(await api.downloadAttachment(csvAddress(filters)), 'access-record.csv');
      setState('idle');
    } catch (error) {
      console.error('Concierge console: access record export failed', error);
      setState('failed');
    }
  };
  return (
    <div className="access-record__export">
      <Button
        variant="secondary"
        loading={state === 'busy'}
        loadingLabel={T.exporting}
        onClick={() => void download()}
      >
        {T.exportCsv}
      </Button>
      {state === 'failed' ? <Alert>{T.exportFailed}</Alert> : null}
    </div>
  );
}
