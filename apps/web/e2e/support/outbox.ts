import { expect, type APIRequestContext } from '@playwright/test';

/** One message the server would have sent, as `/dev/outbox.json` lists it (development only). */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

/** Waits for the newest message of `kind` to `recipient` newer than `after` (a message id), and returns it. */
export async function waitForMessage(
  request: APIRequestContext,
  match: { recipient: string; kind: string; after?: number },
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/outbox.json');
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        found = messages
          .filter(
            (message) =>
              message.recipient === match.recipient &&
              message.kind === match.kind &&
              message.id > (match.after ?? 0),
          )
          .sort((a, b) => b.id - a.id)[0];
        return found !== undefined;
      },
      { message: `an outbox ${match.kind} message to ${match.recipient}` },
    )
    .toBe(true);
  return found as OutboxMessage;
}

/** The newest message id so far, to wait for messages after it. */
export async function lastMessageId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/dev/outbox.json');
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return Math.max(0, ...messages.map((message) => message.id));
}

/** The app address inside an email (reset and unlock links). */
export function linkIn(message: OutboxMessage): URL {
  const match = /https?:\/\/\S+/.exec(message.body);
  if (!match) throw new Error(`No link in: ${message.body}`);
  return new URL(match[0]);
}

/** The 6-digit code inside a text message. */
export function codeIn(message: OutboxMessage): string {
  const match = /\b(\d{6})\b/.exec(message.body);
  if (!match) throw new Error(`No code in: ${message.body}`);
  return match[1] as string;
}
