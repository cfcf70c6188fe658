import type { RequestDetail } from '@concierge/api-client';
import { TEXTS } from '../../app/texts';
import { AttachmentLink } from './attachment-link';

/** The survey answers the request was made from, with attached files as download links. */
export function RequestAnswers({ details }: { details: readonly RequestDetail[] }) {
  return (
    <section className="request__section" aria-labelledby="request-answers">
      <h2 id="request-answers">{TEXTS.request.answers}</h2>
      {details.length === 0 ? (
        <p>{TEXTS.request.noAnswers}</p>
      ) : (
        <dl className="facts">
          {details.map((detail, index) => (
            <div key={`${index}-${detail.question}`} className="facts__row">
              {/* The survey's words and the requester's, each in its own direction. */}
              <dt>
                <bdi>{detail.question}</bdi>
              </dt>
              <dd>
                {detail.attachment ? (
                  <AttachmentLink attachment={detail.attachment} />
                ) : detail.answer ? (
                  <bdi>{detail.answer}</bdi>
                ) : (
                  TEXTS.request.emptyAnswer
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
