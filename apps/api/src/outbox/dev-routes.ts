import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { latestOutgoingMessages } from './queries.js';

export const DEV_OUTBOX_PATH = '/dev/outbox';

/** What the server says about the dev outbox when it starts. */
export const DEV_OUTBOX_TEXT = {
  on: (url: string) => `Dev outbox (every reset link and code, development only): ${url}`,
  offNotLoopback: (host: string) =>
    `Dev outbox off: HOST ${host} is reachable from other machines (listen on 127.0.0.1, or set DEV_OUTBOX=true)`,
};

/** The start-up line about the dev outbox; null in production, where it never exists. */
export function devOutboxNotice(
  config: Pick<ServerConfig, 'production' | 'devRoutes' | 'publicUrl'> & { host: string },
): string | null {
  if (config.production) return null;
  return config.devRoutes
    ? DEV_OUTBOX_TEXT.on(`${config.publicUrl}${DEV_OUTBOX_PATH}`)
    : DEV_OUTBOX_TEXT.offNotLoopback(config.host);
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * Development only (never registered in production): the last 50 messages, as a page people read and as
 * JSON end-to-end tests read (`/dev/outbox.json`), so reset links and codes work without a mail server.
 */
export function registerDevOutboxRoutes(app: FastifyInstance, db: Db): void {
  app.get(`${DEV_OUTBOX_PATH}.json`, async () => {
    const rows = await latestOutgoingMessages(db, 50);
    return {
      messages: rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        kind: row.kind,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
      })),
    };
  });

  app.get(DEV_OUTBOX_PATH, async (_request, reply) => {
    const rows = await latestOutgoingMessages(db, 50);
    const items = rows
      .map(
        (row) => `<article>
<h2>${escapeHtml(row.subject)}</h2>
<p>${escapeHtml(row.channel)} to ${escapeHtml(row.recipient)}, ${escapeHtml(row.createdAt.toISOString())}${
          row.sentAt ? '' : ' (not delivered yet)'
        }</p>
<pre>${escapeHtml(row.body)}</pre>
</article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Dev outbox</title>` +
          `<h1>Dev outbox</h1><p>Messages the server would send; development only.</p>${items || '<p>No messages yet.</p>'}</html>`,
      );
  });
}
