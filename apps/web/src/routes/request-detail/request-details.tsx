import type { RequestDetail } from '@concierge/api-client';
import { AttachmentLink } from './attachment-link';

/** The survey answers the request was made from. */
export function RequestDetails({ details }: { details: readonly RequestDetail[] }) {
  if (details.length === 0) return null;
  return (
    <section className="request-detail__section" aria-labelledby="request-details">
      <h2 id="request-details">Your answers</h2>
      <dl className="facts facts--stacked">
        {details.map((detail, index) => (
          <div key={`${index}-${detail.question}`} className="facts__row">
            <dt>{detail.question}</dt>
            <dd>
              {detail.attachment ? <AttachmentLink attachment={detail.attachment} /> : detail.answer || '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
