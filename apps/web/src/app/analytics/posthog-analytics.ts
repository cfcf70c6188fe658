import { randomId } from '@concierge/api-client';
import type { AnalyticsAdapter } from './analytics';

// PostHog through its public capture HTTP API rather than its SDK: no third-party script (the CSP allows
// none), nothing in the first chunk, and the same wire format works with PostHog Cloud and self-hosted.
// Docs: https://posthog.com/docs/api/capture

const ANONYMOUS_ID_KEY = 'concierge:analytics-anonymous-id';

interface PosthogOptions {
  /** e.g. `https://eu.i.posthog.com` */
  host: string;
  /** The project's public API key (safe in the browser by design). */
  apiKey: string;
  fetch?: typeof fetch;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** The PostHog adapter: events go to `{host}/capture/`, each carrying the person's `internal` flag. */
export function createPosthogAnalytics(options: PosthogOptions): AnalyticsAdapter {
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const storage = options.storage ?? window.localStorage;
  const endpoint = `${options.host.replace(/\/$/, '')}/capture/`;

  const anonymousId = () => {
    let id = storage.getItem(ANONYMOUS_ID_KEY);
    if (!id) {
      id = randomId();
      storage.setItem(ANONYMOUS_ID_KEY, id);
    }
    return id;
  };
  let distinctId: string | null = null;
  let personProperties: Record<string, string | boolean | null> = {};

  const capture = (event: string, properties: Record<string, unknown>) => {
    const body = {
      api_key: options.apiKey,
      event,
      distinct_id: distinctId ?? anonymousId(),
      timestamp: new Date().toISOString(),
      properties: { ...personProperties, ...properties, $lib: 'concierge-web' },
    };
    // keepalive lets the last event of a page (e.g. before a partner redirect) still leave.
    send(endpoint, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => {
      // Analytics must never break the app or spam the console of someone offline.
    });
  };

  return {
    identify(user) {
      const anonymous = anonymousId();
      distinctId = user.id;
      personProperties = { internal: user.internal, company: user.company };
      capture('$identify', { $anon_distinct_id: anonymous, $set: personProperties });
    },
    page(path) {
      capture('$pageview', { $current_url: `${window.location.origin}${path}`, $pathname: path });
    },
    track(event, properties = {}) {
      capture(event, properties);
    },
    reset() {
      distinctId = null;
      personProperties = {};
      storage.removeItem(ANONYMOUS_ID_KEY);
    },
  };
}
