import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_KEY_HEADER } from '@concierge/api-client';

// One simulated person's HTTP client for the scale-out runs: its own source address on loopback (so the
// proxy's X-Forwarded-For, and the per-IP rate limits, see one address per person), keep-alive, and the
// retry a well-behaved client does: a connection cut, a 502 from the proxy or a 503 with Retry-After is
// tried again with the same Idempotency-Key. Every attempt is recorded.

export interface Attempt {
  /** ms since the load's start when the attempt began. */
  at: number;
  ms: number;
  op: string;
  /** 0 for a network error (connection refused, reset, cut). */
  status: number;
  ok: boolean;
  /** The answer said when to retry (`Retry-After`). */
  retryAfter: boolean;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the load reads a few fields
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  raw?: { bytes: Buffer; contentType: string };
  headers?: Record<string, string>;
  /** Send an Idempotency-Key (one per call, the same on each retry). */
  idempotent?: boolean;
}

/** Answers that mean "not now": the same request is tried again (the instance was not the problem). */
const RETRYABLE = new Set([0, 502, 503, 504, 409]);
const MAX_ATTEMPTS = 30;
/** A client waits what Retry-After says, capped so a person does not wait out a whole outage per try. */
const MAX_WAIT_MS = 1_000;

export class LoadClient {
  private readonly agent: http.Agent;
  private readonly base: URL;

  constructor(
    base: string,
    /** e.g. 127.0.3.7: any address of 127.0.0.0/8 is this machine's. */
    readonly address: string,
    private readonly origin: number,
    private readonly record: (attempt: Attempt) => void,
  ) {
    this.base = new URL(base);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
  }

  /** One call, tried again while the answer is retryable; throws once it cannot succeed. */
  async call(op: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const key = options.idempotent ? randomUUID() : undefined;
    for (let attempt = 1; ; attempt += 1) {
      const answer = await this.once(op, method, path, options, key);
      if (!RETRYABLE.has(answer.status) || attempt >= MAX_ATTEMPTS) return answer;
      const retryAfter = Number(answer.headers['retry-after'] ?? 0) * 1000;
      await sleep(Math.min(MAX_WAIT_MS, Math.max(100, retryAfter)));
    }
  }

  private once(
    op: string,
    method: string,
    path: string,
    { token, body, raw, headers = {} }: CallOptions,
    key: string | undefined,
  ): Promise<Answer> {
    const payload = raw ? raw.bytes : body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const started = performance.now();
    return new Promise<Answer>((resolve) => {
      let settled = false;
      const done = (status: number, responseHeaders: http.IncomingHttpHeaders, text: string) => {
        if (settled) return;
        settled = true;
        const ms = performance.now() - started;
        const ok = status >= 200 && status < 400;
        const retryAfter = responseHeaders['retry-after'] !== undefined;
        this.record({ at: started - this.origin, ms, op, status, ok, retryAfter });
        resolve({ status, headers: responseHeaders, json: () => JSON.parse(text) });
      };
      const request = http.request(
        new URL(path, this.base),
        {
          method,
          agent: this.agent,
          headers: {
            ...(token && { authorization: `Bearer ${token}` }),
            ...(payload && { 'content-type': raw?.contentType ?? 'application/json' }),
            ...(payload && { 'content-length': String(payload.length) }),
            ...(key && { [IDEMPOTENCY_KEY_HEADER]: key }),
            ...headers,
          },
          timeout: 30_000,
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => done(response.statusCode ?? 0, response.headers, text));
          response.on('error', () => done(0, {}, ''));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => done(0, {}, ''));
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The n-th person's loopback address: 127.1.x.y, never 127.0.0.1 (the proxy's and the probes'). */
export const personAddress = (n: number) => `127.1.${Math.floor(n / 250)}.${(n % 250) + 2}`;
