import { describe, expect, it } from 'vitest';
import { createPosthogAnalytics } from './posthog-analytics';

function setup() {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  const values = new Map<string, string>();
  const analytics = createPosthogAnalytics({
    host: 'https://ph.example/',
    apiKey: 'phc_test',
    fetch: async (url, init) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return new Response('{}');
    },
    storage: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    },
  });
  return { analytics, sent };
}

describe('createPosthogAnalytics', () => {
  it('sends events to /capture/ with the project key and an anonymous id before identify', () => {
    const { analytics, sent } = setup();
    analytics.page('/sign-in');
    expect(sent[0]?.url).toBe('https://ph.example/capture/');
    expect(sent[0]?.body).toMatchObject({ api_key: 'phc_test', event: '$pageview' });
    expect(sent[0]?.body.distinct_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('identifies with the internal flag and carries it on every later event', () => {
    const { analytics, sent } = setup();
    analytics.page('/sign-in');
    const anonymous = sent[0]?.body.distinct_id;
    analytics.identify({ id: 'u_1', internal: true, company: 'Acme' });
    analytics.track('survey_submitted', { survey: 3 });
    expect(sent[1]?.body).toMatchObject({
      event: '$identify',
      distinct_id: 'u_1',
      properties: { $anon_distinct_id: anonymous, $set: { internal: true, company: 'Acme' } },
    });
    expect(sent[2]?.body).toMatchObject({
      event: 'survey_submitted',
      distinct_id: 'u_1',
      properties: { internal: true, survey: 3 },
    });
  });

  it('forgets the person on reset', () => {
    const { analytics, sent } = setup();
    analytics.identify({ id: 'u_1', internal: false, company: null });
    analytics.reset();
    analytics.page('/sign-in');
    expect(sent[1]?.body.distinct_id).not.toBe('u_1');
    expect((sent[1]?.body.properties as Record<string, unknown>).internal).toBeUndefined();
  });
});
