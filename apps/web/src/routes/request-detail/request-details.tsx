import type { RequestDetail } from '@concierge/api-client';
import { REQUEST_TEXTS } from '../../features/requests/request-texts';
import { AttachmentLink } from './attachment-link';

const T = REQUEST_TEXTS.detail;

/** The survey answers the request was made from. */
export function RequestDetails({ details }: { details: readonly RequestDetail[] }) {
  if (details.length === 0) return null;
  return (
    <section className="request-detail__section" aria-labelledby="request-details">
      <h2 id="request-details">{T.answers}</h2>
      <dl className="facts facts--stacked">
        {details.map((detail, index) => (
          <div key={`${index}-${detail.question}`} className="facts__row">
            <dt dir="auto">{detail.question}</dt>
            <dd dir="auto">
              {detail.attachment ? (
                <AttachmentLink attachment={detail.attachment} />
              ) : (
                detail.answer || T.noAnswer
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
