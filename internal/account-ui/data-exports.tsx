import { useQuery } from '@tanstack/react-query';
import type { ApiClient, DataExport } from '@concierge/api-client';
import { formatDateTime } from '@concierge/ui';
import { AttachmentLink } from './attachment-link';
import { DATA_EXPORT_TEXTS as T } from './data-exports-texts';
import { QueryState, type QueryStateTexts } from './query-state';

/** The list's query key: an ask puts its answer here, so the new copy shows at once. */
export const DATA_EXPORTS_KEY = ['data-exports'] as const;

/** While a copy is being prepared, the list looks again this often (the job takes seconds). */
const PREPARING_POLL_MS = 5_000;

/**
 * The copies of data the signed-in person asked for (docs/personal-data.md#export): their own on the web,
 * an admin's of other people in the console. Each says where it is; a ready one downloads through the api
 * client (behind sign-in, never a plain link). Looks again every few seconds while one is being prepared.
 */
export function DataExportList({
  api,
  locale,
  queryTexts,
  appName,
}: {
  api: Pick<ApiClient, 'call' | 'downloadAttachment'>;
  locale: string;
  queryTexts: QueryStateTexts;
  /** Names the app in the console's log line of a failed download. */
  appName: string;
}) {
  const query = useQuery({
    queryKey: DATA_EXPORTS_KEY,
    queryFn: async () => (await api.call('listDataExports', {})).data.exports,
    refetchInterval: (current) =>
      current.state.data?.some((item) => item.state === 'queued') ? PREPARING_POLL_MS : false,
  });
  const when = (iso: string) => formatDateTime(iso, { locale });
  return (
    <section aria-labelledby="data-exports">
      <h2 id="data-exports">{T.listHeading}</h2>
      <QueryState
        status={query.status}
        hasData={query.data !== undefined}
        isFetching={query.isFetching}
        refetch={query.refetch}
        what={T.what}
        texts={queryTexts}
      >
        {query.data?.length === 0 ? <p>{T.empty}</p> : null}
        <ul className="data-exports">
          {query.data?.map((item) => (
            <li key={item.id} className="data-exports__item">
              {item.subject ? (
                <p className="data-exports__subject" dir="auto">
                  {T.subject(item.subject.name, item.subject.email)}
                </p>
              ) : null}
              <p className="data-exports__meta">
                <time dateTime={item.created_at}>{T.askedOn(when(item.created_at))}</time>
              </p>
              <ExportState item={item} api={api} when={when} appName={appName} />
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}

function ExportState({
  item,
  api,
  when,
  appName,
}: {
  item: DataExport;
  api: Pick<ApiClient, 'downloadAttachment'>;
  when: (iso: string) => string;
  appName: string;
}) {
  if (item.state === 'queued') return <p role="status">{T.queued}</p>;
  if (item.state === 'expired') return <p>{T.expired}</p>;
  if (item.state === 'failed') return <p>{T.failed}</p>;
  return (
    <>
      <p>{T.readyUntil(when(item.expires_at!))}</p>
      <AttachmentLink
        api={api}
        attachment={{
          key: item.id,
          // The server's name for it too: the same in every language.
          filename: `concierge-data-${item.ready_at!.slice(0, 10)}.zip`,
          content_type: 'application/zip',
          size: item.size ?? 0,
          url: item.download_url!,
        }}
        errorText={T.downloadFailed}
        appName={appName}
      />
    </>
  );
}
