import { expect } from '@playwright/test';
import { appOrigin } from './environment';

/** One message the server would have sent, as `/dev/outbox.json` lists it (development only). */
interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  body: string;
}

async function messages(): Promise<OutboxMessage[]> {
  const response = await fetch(`${appOrigin}/dev/outbox.json`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The newest message id so far, to wait for messages after it. */
export async function lastMessageId(): Promise<number> {
  return Math.max(0, ...(await messages()).map((message) => message.id));
}

/** Waits for a text message to `phone` newer than `after`, and returns its 6-digit code. */
export async function waitForCode(phone: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const found = (await messages())
          .filter((message) => message.channel === 'sms' && message.recipient === phone && message.id > after)
          .sort((a, b) => b.id - a.id)[0];
        code = found ? /\b(\d{6})\b/.exec(found.body)?.[1] : undefined;
        return code !== undefined;
      },
      { message: `a texted code to ${phone}` },
    )
    .toBe(true);
  return code as string;
}

/** Waits for an email to `recipient` newer than `after` carrying a console link, and returns its path. */
export async function waitForConsoleLink(recipient: string, after: number, page: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const found = (await messages())
          .filter(
            (message) => message.channel === 'email' && message.recipient === recipient && message.id > after,
          )
          .sort((a, b) => b.id - a.id)[0];
        link = found ? new RegExp(`/console/${page}/[\\w-]+`).exec(found.body)?.[0] : undefined;
        return link !== undefined;
      },
      { message: `an email to ${recipient} with a ${page} link` },
    )
    .toBe(true);
  return link as string;
}
