// A test double for the API behind an injected `fetch`: handlers per "METHOD /path", every call recorded,
// and any call without a handler recorded as unhandled so the test can fail on it.

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}
type Handler = (call: RecordedCall) => Response;

export const EXPIRES_AT = '2030-01-01T12:00:00.000Z';
export const BEFORE_EXPIRY = Date.parse(EXPIRES_AT) - 60_000;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export const answers = {
  signIn: (mfa: { verification?: boolean; required?: boolean; enrollment?: boolean } = {}, token = 'tok-1') =>
    json(
      200,
      {
        expires_at: EXPIRES_AT,
        mfa_requires_verification: mfa.verification ?? false,
        mfa_required: mfa.required ?? false,
        mfa_enrollment_available: mfa.enrollment ?? false,
      },
      { authorization: `Bearer ${token}` },
    ),
  signUp: (enrollment: boolean) =>
    json(
      200,
      {
        data: JSON.stringify({ email: 'ada@example.com' }),
        expires_at: EXPIRES_AT,
        mfa_enrollment_available: enrollment,
      },
      { authorization: 'Bearer tok-new' },
    ),
  success: () => json(200, { success: true }),
  verified: (mfaToken = 'mfa-1') => json(200, { success: true }, { 'mfa-token': mfaToken }),
  user: (fullName = 'Ada King Lovelace') =>
    json(200, {
      user: {
        external_id: 'u-1',
        full_name: fullName,
        email: 'ada@example.com',
        company: { name: 'Acme', slug: 'acme' },
        request_count: 2,
      },
    }),
  unauthorized: (error = 'Invalid token') => json(401, { error }),
};

export function createFakeApi() {
  const handlers = new Map<string, Handler>();
  const calls: RecordedCall[] = [];
  const unhandled: string[] = [];

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://api.test');
    const method = init?.method ?? 'GET';
    const call: RecordedCall = {
      method,
      path: url.pathname,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers.get(`${method} ${url.pathname}`);
    if (!handler) {
      unhandled.push(`${method} ${url.pathname}`);
      return json(500, { error: 'unhandled in test' });
    }
    return handler(call);
  };

  return {
    fetch,
    calls,
    unhandled,
    /** Answers `METHOD /api/v1/path` with `answer` (a Response factory, called once per request). */
    on(route: string, answer: Handler) {
      handlers.set(route, answer);
    },
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
