import { describe, expect, it } from 'vitest';
import { CONFIG_ELEMENT_ID, isInternalCompany, readInjectedConfig, resolveConfig } from './config';

describe('resolveConfig', () => {
  it('falls back to VITE_* values when nothing is injected', () => {
    const config = resolveConfig(undefined, {
      PROD: true,
      VITE_SENTRY_DSN: 'https://key@sentry.example/1',
      VITE_INTERNAL_COMPANIES: 'Acme, Concierge Inc',
      VITE_PARTNER_PET_INSURANCE_URL: 'https://pets.example/sign-up',
      VITE_PRODUCTION_ORIGINS: 'https://app.example',
      VITE_PRODUCTION_API_BASE: 'https://api.example',
    });
    expect(config.sentry).toEqual({
      dsn: 'https://key@sentry.example/1',
      environment: 'production',
      release: null,
    });
    expect(config.internalCompanies).toEqual(['Acme', 'Concierge Inc']);
    expect(config.partnerUrls).toEqual({ 'pet-insurance': 'https://pets.example/sign-up' });
    expect(config.api).toEqual({
      productionOrigins: ['https://app.example'],
      productionApiBase: 'https://api.example',
      localApiBase: '',
    });
    expect(config.analytics).toEqual({ provider: 'none' });
  });

  it('lets the injected JSON override the build defaults, key by key', () => {
    const config = resolveConfig(
      {
        sentry: { dsn: 'http://pk@127.0.0.1:9/1', environment: 'e2e' },
        internalCompanies: ['acme'],
        partnerUrls: { 'auto-insurance': 'https://cars.example/' },
        analytics: { provider: 'posthog', host: 'https://ph.example', apiKey: 'phc_1' },
      },
      { VITE_PARTNER_PET_INSURANCE_URL: 'https://pets.example/' },
    );
    expect(config.sentry.dsn).toBe('http://pk@127.0.0.1:9/1');
    expect(config.sentry.environment).toBe('e2e');
    expect(config.internalCompanies).toEqual(['acme']);
    expect(config.partnerUrls).toEqual({
      'pet-insurance': 'https://pets.example/',
      'auto-insurance': 'https://cars.example/',
    });
    expect(config.analytics).toEqual({ provider: 'posthog', host: 'https://ph.example/', apiKey: 'phc_1' });
  });

  it('turns Sentry off when the injected DSN is empty, even if the build had one', () => {
    const config = resolveConfig({ sentry: { dsn: '' } }, { VITE_SENTRY_DSN: 'https://k@sentry.example/1' });
    expect(config.sentry.dsn).toBeNull();
  });

  it('refuses partner addresses and DSNs that are not http(s)', () => {
    const config = resolveConfig(
      {
        sentry: { dsn: 'javascript:alert(1)' },
        partnerUrls: {
          'home-insurance': 'javascript:alert(1)',
          'home-warranty': 'not a url',
          other: 'https://x/',
        },
      },
      {},
    );
    expect(config.sentry.dsn).toBeNull();
    expect(config.partnerUrls).toEqual({});
  });

  it('ignores an analytics block it cannot use', () => {
    expect(resolveConfig({ analytics: { provider: 'posthog', host: 'ftp://x' } }, {}).analytics).toEqual({
      provider: 'none',
    });
  });
});

describe('readInjectedConfig', () => {
  const documentWith = (text: string | null) => ({
    getElementById: (id: string) =>
      id === CONFIG_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
  });

  it('parses the JSON element', () => {
    expect(readInjectedConfig(documentWith('{"internalCompanies":["a"]}'))).toEqual({
      internalCompanies: ['a'],
    });
  });

  it('treats a missing, empty or broken element as absent', () => {
    expect(readInjectedConfig(documentWith(null))).toBeUndefined();
    expect(readInjectedConfig(documentWith('  '))).toBeUndefined();
    const error = console.error;
    console.error = () => undefined;
    try {
      expect(readInjectedConfig(documentWith('{oops'))).toBeUndefined();
    } finally {
      console.error = error;
    }
  });
});

describe('isInternalCompany', () => {
  it('matches the company name or slug case-insensitively', () => {
    expect(isInternalCompany({ name: 'Acme Corp', slug: 'acme' }, ['ACME'])).toBe(true);
    expect(isInternalCompany({ name: 'Acme Corp', slug: 'acme' }, ['acme corp'])).toBe(true);
    expect(isInternalCompany({ name: 'Other', slug: 'other' }, ['acme'])).toBe(false);
    expect(isInternalCompany(null, ['acme'])).toBe(false);
  });
});
