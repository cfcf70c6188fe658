// The numbers of notifications, once for the server; each is asserted by a test.

import { UPLOAD_MAX_BYTES } from '@concierge/api-client';
import { MESSAGE_LIMITS } from './message-limits.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Messages within 2 minutes of each other go out as one email. */
export const DIGEST_WINDOW_MS = 2 * MINUTE;

/** A conversation that never pauses for the window still gets its email this long after the first message. */
export const DIGEST_MAX_DELAY_MS = 10 * MINUTE;

/** Unsubscribe links work without signing in for 60 days after the email left. */
export const UNSUBSCRIBE_TOKEN_TTL_MS = 60 * DAY;

/** How often the server looks for due digests (each instance; a due digest is claimed by one of them). */
export const DIGEST_POLL_MS = 5_000;

/**
 * An emailed reply is at most this big (the SMTP SIZE limit): a file at the upload limit, base64-encoded
 * (4/3 of its size, plus CRLF every 76 characters), and 1 MiB for the text and headers. The earlier 30 MB
 * refused a 25 MB file at the door.
 */
export const INBOUND_MAX_BYTES = Math.ceil(((UPLOAD_MAX_BYTES * 4) / 3) * (78 / 76)) + 1024 * 1024;

/**
 * Files kept from one emailed reply at most: the HTTP route's limit (one), read from the contract; the rest
 * are listed as not attached. One limit for both ways of posting.
 */
export const INBOUND_MAX_ATTACHMENTS = MESSAGE_LIMITS.files;

/**
 * The plain text of an emailed reply is read only up to this many characters; a longer one is bounced
 * unread (550, saying so), never cut, so no new text is lost silently. Room for a new text at the message
 * limit plus the quoted history of a long thread (ten messages at the limit quoted back): 220 000
 * characters, which the linear reply parser reads in milliseconds.
 */
export const INBOUND_QUOTED_MESSAGES = 10;
export const INBOUND_TEXT_MAX_CHARS = (1 + INBOUND_QUOTED_MESSAGES) * MESSAGE_LIMITS.bodyChars;

/**
 * Inbound SMTP connections at once; the next is answered 421 (try again later), which a sending server
 * retries. An MX or relay in front uses a handful; the cap keeps a flood of idle connections from holding
 * the API process's sockets and memory.
 */
export const INBOUND_MAX_CLIENTS = 20;

/**
 * A reply address works for 30 days after the email that carried it (a digest or a team email): long
 * enough to answer after a holiday, short enough that an old email in a mailbox is not a lasting key.
 * After that the sender is told to answer on the website.
 */
export const REPLY_TOKEN_TTL_MS = 30 * DAY;
