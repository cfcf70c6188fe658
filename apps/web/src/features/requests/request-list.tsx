import { Link as RouterLink } from 'react-router';
import type { ServiceRequest } from '@concierge/api-client';
import { useLocale } from '@concierge/app-locale';
import { Badge, formatDate, ItemList, ItemListRow } from '@concierge/ui';
import { paths } from '../../app/paths';
import { TextAround } from '@concierge/app-locale/text-around';
import { requestStatusText } from './request-status';
import { REQUEST_TEXTS } from './request-texts';
import { WaitingOnYou } from './waiting-on-you';

/** A list of requests: title (linking to the detail), status, creation date (mm/dd/yy), waiting on you. */
export function RequestList({ requests, label }: { requests: readonly ServiceRequest[]; label: string }) {
  const { locale } = useLocale();
  return (
    <ItemList label={label}>
      {requests.map((request) => (
        <ItemListRow
          key={request.id}
          title={<RouterLink to={paths.request(request.id)}>{request.title}</RouterLink>}
          meta={
            <>
              <Badge tone="info">{requestStatusText(request)}</Badge>
              <RequestCreated date={request.created_at} locale={locale} />
              <WaitingOnYou request={request} />
            </>
          }
        />
      ))}
    </ItemList>
  );
}

/** "Created 11/24/26": the date in the page's language (mm/dd/yy in English, docs/limits.md#business-constants). */
export function RequestCreated({ date, locale }: { date: string; locale: string }) {
  return (
    <span>
      <TextAround text={REQUEST_TEXTS.created}>
        <time dateTime={date}>{formatDate(date, { locale })}</time>
      </TextAround>
    </span>
  );
}
