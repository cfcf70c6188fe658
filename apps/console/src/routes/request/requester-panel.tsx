import { Link as RouterLink } from 'react-router';
import type { RequesterPanel as Panel } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { Badge } from '@concierge/ui';
import { paths } from '../../app/paths';
import { TEXTS } from '../../app/texts';
import { statusText } from '../../features/queue/status-text';
import { DATA_REQUEST_TEXTS } from '../data-exports/data-exports-page-texts';

/** Who asked: name, email, company, phone when given, and their other requests with status. */
export function RequesterPanel({ requester }: { requester: Panel }) {
  // Admins answer a person's request for their data from here (docs/personal-data.md#export).
  const isAdmin = useAuth().user?.role === 'admin';
  return (
    <section className="request__section request__requester" aria-labelledby="request-requester">
      <h2 id="request-requester">{TEXTS.request.requester}</h2>
      <dl className="request__facts">
        <dt className="cui-visually-hidden">{TEXTS.request.requester}</dt>
        <dd className="request__requester-name">{requester.full_name}</dd>
        <dt>{TEXTS.request.email}</dt>
        <dd>
          <a href={`mailto:${requester.email}`}>{requester.email}</a>
        </dd>
        {requester.company ? (
          <>
            <dt>{TEXTS.request.company}</dt>
            <dd>{requester.company}</dd>
          </>
        ) : null}
        {requester.phone ? (
          <>
            <dt>{TEXTS.request.phone}</dt>
            <dd>
              {/* A phone number reads left to right in every language. */}
              <bdi dir="ltr">{requester.phone}</bdi>
            </dd>
          </>
        ) : null}
      </dl>
      {isAdmin ? (
        <p>
          <RouterLink to={`${paths.dataExports}?email=${encodeURIComponent(requester.email)}`}>
            {DATA_REQUEST_TEXTS.fromPanel}
          </RouterLink>
        </p>
      ) : null}
      <h3>{TEXTS.request.otherRequests}</h3>
      {requester.other_requests.length === 0 ? (
        <p>{TEXTS.request.noOtherRequests}</p>
      ) : (
        <ul className="request__others">
          {requester.other_requests.map((other) => (
            <li key={other.id}>
              <RouterLink to={paths.request(other.id)}>
                <bdi>{other.title}</bdi>
              </RouterLink>{' '}
              <Badge tone="info">{statusText(other)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
