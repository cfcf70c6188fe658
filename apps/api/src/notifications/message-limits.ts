import { PostMessageBody } from '@concierge/api-client';
import { z } from 'zod';

/**
 * The limits of one message, read from the contract's `PostMessageBody` (the body the HTTP routes validate),
 * so an emailed reply is held to exactly the same numbers and a change to the contract changes both: the
 * message's HTML at most `bodyChars` characters, at most `files` attachments.
 */
function contractLimits() {
  const schema = z.toJSONSchema(PostMessageBody.shape.message, { io: 'input' }) as unknown as {
    properties: { body_html: { maxLength?: number }; attachment_keys: { maxItems?: number } };
  };
  const bodyChars = schema.properties.body_html.maxLength;
  const files = schema.properties.attachment_keys.maxItems;
  if (bodyChars === undefined || files === undefined) throw new Error('PostMessageBody lost its limits');
  return { bodyChars, files };
}

export const MESSAGE_LIMITS = contractLimits();

/** The message's HTML is longer than the HTTP route's own validation allows (trimmed, as the route counts). */
export function isTooLong(bodyHtml: string): boolean {
  const parsed = PostMessageBody.safeParse({ message: { body_html: bodyHtml, attachment_keys: [] } });
  return (
    parsed.error?.issues.some((issue) => issue.code === 'too_big' && issue.path[1] === 'body_html') === true
  );
}
