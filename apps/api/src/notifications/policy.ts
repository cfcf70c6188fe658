// The numbers of notifications (issue 16), once for the server; each is asserted by a test.

import { UPLOAD_MAX_BYTES } from '@concierge/api-client';

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

/** Files kept from one emailed reply at most; the rest are listed as not attached. */
export const INBOUND_MAX_ATTACHMENTS = 10;
