import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@concierge/app-locale';
import { formatDateTime } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { QueryState } from '../../features/requests/query-state';
import { requestKeys } from '../../features/requests/request-queries';
import { ACCESS_TEXTS } from './access-texts';

const T = ACCESS_TEXTS;

/**
 * On the request page: which members of the team opened this request or one of its files, and when,
 * newest first (docs/SECURITY.md#access-record). Read once per visit: the record only grows while the
 * concierge works, and the page's own polling is for the conversation.
 */
export function RequestAccess({ requestId }: { requestId: number }) {
  const { api } = useAppServices();
  const { locale } = useLocale();
  const query = useQuery({
    queryKey: [...requestKeys.detail(requestId), 'access'] as const,
    queryFn: async () => (await api.call('getRequestAccess', { params: { id: requestId } })).data.access,
  });
  return (
    <section className="request-detail__section request-access" aria-labelledby="request-access">
      <h2 id="request-access">{T.heading}</h2>
      <p>{T.intro}</p>
      <QueryState
        query={query}
        what={T.what}
        isEmpty={(access) => access.length === 0}
        empty={{ title: T.empty }}
      >
        {(access) => (
          <ul className="request-access__list">
            {access.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <span dir="auto">
                  {entry.action === 'download' ? T.downloaded(entry.staff_name) : T.viewed(entry.staff_name)}
                </span>{' '}
                <time dateTime={entry.at}>{formatDateTime(entry.at, { locale })}</time>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
