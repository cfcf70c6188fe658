import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '@concierge/api-client/constants';
import { emailDateTime } from '../i18n/formats.js';
import { MessageHtml, renderMessageHtml } from '../notifications/templates/message-html.js';
import type { ExportDocument } from './personal-data.js';
import { exportIndexTexts } from './texts.js';

// The archive's `index.html` (docs/personal-data.md#export): the same data as data.json, for a person to
// read in any browser, offline. Everything is escaped by React, message bodies take the emails' one path
// for message HTML (sanitized again, notifications/templates/message-html.tsx), and the page's own policy lets it load nothing from anywhere: only its inline style and
// the files beside it.

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h1,h2,h3{line-height:1.2}section{margin-block:2rem}article{border-top:1px solid #ccc;padding-block:1rem}
dt{font-weight:600}dd{margin:0 0 .5rem}.meta{color:#555;font-size:.875rem}`;

type Texts = ReturnType<typeof exportIndexTexts>;

function FileLinks({ keys, files }: { keys: string[]; files: ExportDocument['files'] }) {
  const shown = files.filter((file) => keys.includes(file.key));
  if (shown.length === 0) return null;
  return (
    <ul>
      {shown.map((file) => (
        <li key={file.key}>
          <a href={file.path}>{file.filename}</a>
        </li>
      ))}
    </ul>
  );
}

function Request({
  request,
  files,
  T,
  when,
}: {
  request: ExportDocument['requests'][number];
  files: ExportDocument['files'];
  T: Texts;
  when: (iso: string) => string;
}) {
  return (
    <article>
      <h3>
        #{request.id} {request.title}
      </h3>
      <p className="meta">
        {when(request.created_at)} · {request.status}
      </p>
      <h4>{T.answers}</h4>
      <dl>
        {request.details.map((detail, index) => (
          <div key={index}>
            <dt>{detail.question}</dt>
            <dd>
              {detail.answer}
              {detail.attachment && <FileLinks keys={[detail.attachment.key]} files={files} />}
            </dd>
          </div>
        ))}
      </dl>
      <h4>{T.conversation}</h4>
      {request.messages.map((message) => (
        <div key={message.id}>
          <p className="meta">
            {message.source === 'user' ? T.you : `${message.source_name} (${T.concierge})`} ·{' '}
            {when(message.external_created_at)}
          </p>
          <MessageHtml html={message.body_html} />
          <FileLinks keys={message.attachments.map((file) => file.key)} files={files} />
        </div>
      ))}
      {request.rating && (
        <p>
          {T.rating}: {request.rating.score}
          {request.rating.comment ? ` — ${request.rating.comment}` : ''}
        </p>
      )}
    </article>
  );
}

function IndexPage({
  document,
  locale,
  person,
}: {
  document: ExportDocument;
  locale: Locale;
  person?: string;
}) {
  const T = exportIndexTexts(locale);
  const when = (iso: string) => emailDateTime(locale, new Date(iso));
  const { account, second_factors: factors } = document;
  return (
    <html lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta
          httpEquiv="Content-Security-Policy"
          content="default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'"
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{T.title(person)}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <h1>{T.title(person)}</h1>
          <p>{T.intro(when(document.exported_at))}</p>
          <section aria-labelledby="account">
            <h2 id="account">{T.account}</h2>
            <dl>
              <dt>{account.email}</dt>
              <dd>
                {account.first_name} {account.last_name}
                {account.company ? ` · ${account.company}` : ''}
              </dd>
              <dd className="meta">{when(account.created_at)}</dd>
            </dl>
          </section>
          <section aria-labelledby="requests">
            <h2 id="requests">{T.requests}</h2>
            {document.requests.length === 0 && <p>{T.noRequests}</p>}
            {document.requests.map((request) => (
              <Request key={request.id} request={request} files={document.files} T={T} when={when} />
            ))}
          </section>
          {document.unsubmitted_answers.length > 0 && (
            <section aria-labelledby="unsubmitted">
              <h2 id="unsubmitted">{T.unsubmitted}</h2>
              {document.unsubmitted_answers.map((run, index) => (
                <article key={index}>
                  <h3>{run.survey}</h3>
                  <dl>
                    {run.answers.map((answer, position) => (
                      <div key={position}>
                        <dt>{answer.question}</dt>
                        <dd>{Array.isArray(answer.answer) ? answer.answer.join(', ') : answer.answer}</dd>
                      </div>
                    ))}
                  </dl>
                </article>
              ))}
            </section>
          )}
          <section aria-labelledby="files">
            <h2 id="files">{T.files}</h2>
            {document.files.length === 0 ? (
              <p>{T.noFiles}</p>
            ) : (
              <FileLinks keys={document.files.map((file) => file.key)} files={document.files} />
            )}
          </section>
          <section aria-labelledby="factors">
            <h2 id="factors">{T.secondFactors}</h2>
            <dl>
              <dt>{T.passkeys}</dt>
              <dd>{factors.passkeys.map((key) => key.name).join(', ') || T.none}</dd>
              <dt>{T.authenticatorApp}</dt>
              <dd>{factors.authenticator_app ? when(factors.authenticator_app.added_at) : T.none}</dd>
              <dt>{T.textMessage}</dt>
              <dd>{factors.text_message?.phone ?? T.none}</dd>
              <dd>{factors.recovery_codes ? T.recoveryCodes(factors.recovery_codes.left) : null}</dd>
            </dl>
          </section>
          <section aria-labelledby="notifications">
            <h2 id="notifications">{T.notifications}</h2>
            <p>{T.emailReplies(document.notification_settings.email_replies)}</p>
          </section>
          <section aria-labelledby="sessions">
            <h2 id="sessions">{T.sessions}</h2>
            <ul>
              {document.sessions.map((session, index) => (
                <li key={index}>
                  {when(session.created_at)} · {session.device ?? '—'} · {session.ip ?? '—'}
                </li>
              ))}
            </ul>
          </section>
        </main>
      </body>
    </html>
  );
}

/** The index page's HTML; `person` names the subject when an admin asked for someone else's data. */
export async function renderIndexPage(
  document: ExportDocument,
  locale: Locale,
  person?: string,
): Promise<string> {
  const page = <IndexPage document={document} locale={locale} person={person} />;
  return `<!doctype html>${await renderMessageHtml(page, async (element) => renderToStaticMarkup(element))}`;
}
