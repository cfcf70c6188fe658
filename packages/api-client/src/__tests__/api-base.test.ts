import { describe, expect, it, vi } from 'vitest';
import { resolveApiBase } from '../index.js';

const base = {
  productionOrigins: ['https://app.concierge.example'],
  productionApiBase: 'https://api.concierge.example',
  localApiBase: 'http://localhost:3000',
};

describe('resolveApiBase', () => {
  it('uses the production API on a production origin, without a warning', () => {
    const warn = vi.fn();
    expect(resolveApiBase({ ...base, origin: 'https://app.concierge.example', warn })).toBe(
      'https://api.concierge.example',
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the local server with exactly one warning elsewhere', () => {
    const warn = vi.fn();
    expect(resolveApiBase({ ...base, origin: 'http://localhost:5173', warn })).toBe('http://localhost:3000');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not accept a look-alike host or a different scheme', () => {
    const warn = vi.fn();
    expect(resolveApiBase({ ...base, origin: 'https://app.concierge.example.evil.test', warn })).toBe(
      'http://localhost:3000',
    );
    expect(resolveApiBase({ ...base, origin: 'http://app.concierge.example', warn })).toBe(
      'http://localhost:3000',
    );
    expect(resolveApiBase({ ...base, origin: 'not a url', warn })).toBe('http://localhost:3000');
  });
});
