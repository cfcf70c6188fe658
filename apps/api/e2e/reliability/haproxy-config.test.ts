import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '../../src/http/errors.js';
import { HAPROXY_CONFIG } from './cluster.js';

// deploy/haproxy.cfg answers for the instances when none is ready: in the API's own words and shape.
describe('the proxy configuration', () => {
  it("answers 503 with the API's unavailable text, code and Retry-After when no instance is ready", () => {
    const config = readFileSync(HAPROXY_CONFIG, 'utf8');
    const body = JSON.stringify({ error: HTTP_MESSAGES.unavailable, code: 'unavailable' });
    const line = config.split('\n').find((l) => l.trim().startsWith('http-error status 503'));
    expect(line).toContain('hdr Retry-After');
    expect(line).toContain(JSON.stringify(body));
  });
});
