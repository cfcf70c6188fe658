import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { checkAddress, guardedLookup, literalAddress, type Resolve } from './address-guard.js';

/** At most this much of an answer's body is read, and kept in the delivery log. */
export const RESPONSE_EXCERPT_BYTES = 1024;

/** How one attempt went, as the delivery log records it. */
export interface WebhookAttempt {
  /** The HTTP status; null when none came. */
  status: number | null;
  /** A 2xx: the receiver took the event. Anything else, a redirect included, is retried. */
  ok: boolean;
  error: string | null;
  responseExcerpt: string | null;
  durationMs: number;
}

export interface WebhookRequestOptions {
  /** Development only: reach loopback and private addresses too (WEBHOOKS_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  timeoutMs: number;
  /** Resolves host names (the system's DNS by default; tests hand in their own). */
  resolve?: Resolve | undefined;
}

/** The answer's body up to the cap, as text a database column takes (no NUL). */
function excerptOf(chunks: Buffer[]): string {
  return Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8').replaceAll('\0', '');
}

function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `timed out after ${timeoutMs / 1000} s`;
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

/**
 * POSTs one signed event: the connection goes only to a checked address (address-guard.ts), no redirect is
 * followed (Node's http client follows none), the whole exchange ends after `timeoutMs`, and at most
 * {@link RESPONSE_EXCERPT_BYTES} of the answer are read before the connection is dropped. Never throws: a
 * failure is an attempt with `ok` false.
 */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: WebhookRequestOptions,
): Promise<WebhookAttempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const target = new URL(url);
    const literal = literalAddress(target.hostname);
    if (literal && !options.allowPrivate) checkAddress(literal);
    const client = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : null;
    if (!client) throw new Error(`unsupported scheme ${target.protocol}`);
    const { status, chunks } = await new Promise<{ status: number; chunks: Buffer[] }>((resolve, reject) => {
      const request = client.request(
        target,
        {
          method: 'POST',
          signal,
          // A fresh connection each time: the address is checked at every connect.
          agent: false,
          ...(!options.allowPrivate && { lookup: guardedLookup(options.resolve) }),
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': 'Concierge-Webhooks/1',
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          let read = 0;
          const done = () => resolve({ status: response.statusCode ?? 0, chunks });
          response.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            read += chunk.length;
            // Enough for the log: the rest of a large answer is never read.
            if (read >= RESPONSE_EXCERPT_BYTES) {
              done();
              response.destroy();
            }
          });
          response.on('end', done);
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    const ok = status >= 200 && status < 300;
    return {
      status,
      ok,
      error: ok ? null : `HTTP ${status}`,
      responseExcerpt: excerptOf(chunks),
      durationMs: elapsed(),
    };
  } catch (error) {
    return {
      status: null,
      ok: false,
      error: describeError(error, options.timeoutMs),
      responseExcerpt: null,
      durationMs: elapsed(),
    };
  }
}
