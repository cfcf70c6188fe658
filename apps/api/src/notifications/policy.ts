// The numbers of notifications (issue 16), once for the server; each is asserted by a test.

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

/** An emailed reply is at most this big (the SMTP SIZE limit): the upload limit plus room for encoding. */
export const INBOUND_MAX_BYTES = 30 * 1024 * 1024;
