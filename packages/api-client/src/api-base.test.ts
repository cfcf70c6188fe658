import { describe, expect, it, vi } from 'vitest';
import { resolveApiBase } from './index.js';

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

  it('compares origins, not strings: case, default port and a path in the list do not matter', () => {
    const warn = vi.fn();
    const options = {
      ...base,
      productionOrigins: ['https://www.concierge.example', 'https://APP.concierge.example:443/'],
      warn,
    };
    expect(resolveApiBase({ ...options, origin: 'https://app.concierge.example' })).toBe(
      base.productionApiBase,
    );
    expect(resolveApiBase({ ...options, origin: 'https://www.concierge.example' })).toBe(
      base.productionApiBase,
    );
    expect(resolveApiBase({ ...options, origin: 'https://app.concierge.example:8443' })).toBe(
      base.localApiBase,
    );
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('never matches an unreadable origin, even against a mistyped list entry', () => {
    const warn = vi.fn();
    const options = { ...base, productionOrigins: ['app.concierge.example'], warn };
    expect(resolveApiBase({ ...options, origin: 'null' })).toBe(base.localApiBase);
    expect(resolveApiBase({ ...options, origin: '' })).toBe(base.localApiBase);
    expect(resolveApiBase({ ...options, origin: 'file:///index.html' })).toBe(base.localApiBase);
  });

  it('warns once through console.warn by default, naming the origin and the local API', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(resolveApiBase({ ...base, origin: 'https://preview.concierge.example' })).toBe(
        base.localApiBase,
      );
      expect(consoleWarn).toHaveBeenCalledExactlyOnceWith(
        expect.stringMatching(/https:\/\/preview\.concierge\.example.*http:\/\/localhost:3000/),
      );
    } finally {
      consoleWarn.mockRestore();
    }
  });

  it('warns once, not on every call: the same fallback again stays quiet, whoever is told', () => {
    const first = vi.fn();
    const later = vi.fn();
    const options = { ...base, origin: 'http://localhost:4173' };
    expect(resolveApiBase({ ...options, warn: first })).toBe(base.localApiBase);
    expect(resolveApiBase({ ...options, warn: first })).toBe(base.localApiBase);
    expect(resolveApiBase({ ...options, warn: later })).toBe(base.localApiBase);
    expect(first).toHaveBeenCalledOnce();
    expect(later).not.toHaveBeenCalled();
    // Another origin is another fallback, reported once too.
    resolveApiBase({ ...base, origin: 'http://localhost:4174', warn: later });
    resolveApiBase({ ...base, origin: 'http://localhost:4174', warn: later });
    expect(later).toHaveBeenCalledOnce();
  });
});
