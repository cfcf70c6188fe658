/** The addresses an email points at; every one is absolute, on the configured public origin. */
export const NOTIFICATION_PATHS = {
  request: (id: number) => `/requests/${id}`,
  consoleRequest: (id: number) => `/console/requests/${id}`,
  /** GET shows a confirmation page; POST (RFC 8058 one-click) unsubscribes. */
  unsubscribe: '/api/v1/notifications/unsubscribe',
} as const;

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${NOTIFICATION_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`;

/** The requester's reply address of a request: `reply+{token}@{domain}`. */
export const replyAddress = (token: string, domain: string) => `reply+${token}@${domain}`;

/** One thread id per request, so mail clients group every email about it. */
export const threadId = (requestId: number, domain: string) => `<request-${requestId}@${domain}>`;
