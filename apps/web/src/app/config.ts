// Runtime configuration: what differs between deployments lives here, never in components.
// Read once at start from `<script type="application/json" id="concierge-config">` (the server injects it
// from its environment), falling back to the `VITE_*` values baked in at build time (README, "Configuration").

/** The seven partner offers of docs/screens.md#partner-redirects, reached under /products/ and /additional-information/. */
export const PARTNER_SLUGS = [
  'term-life-insurance',
  'auto-insurance',
  'home-insurance',
  'home-warranty',
  'renters-insurance',
  'pet-insurance',
  'wills-and-trusts',
] as const;
export type PartnerSlug = (typeof PARTNER_SLUGS)[number];

/** Which analytics adapter runs; `none` is the no-op default. */
export type AnalyticsConfig = { provider: 'none' } | { provider: 'posthog'; host: string; apiKey: string };

export interface AppConfig {
  api: {
    /** The product's own production origins: only these talk to `productionApiBase` (docs/api.md#calls). */
    productionOrigins: string[];
    productionApiBase: string;
    /** Every other origin; `''` is same-origin (the server serves app and API on one port). */
    localApiBase: string;
  };
  sentry: { dsn: string | null; environment: string; release: string | null };
  /** Company names (or slugs) whose users are flagged `internal` in Sentry and analytics (docs/product.md#what-the-product-does, docs/product.md#roles-and-permissions). */
  internalCompanies: string[];
  /** Partner sign-up addresses; a missing one shows "not available" instead of a broken redirect. */
  partnerUrls: Partial<Record<PartnerSlug, string>>;
  analytics: AnalyticsConfig;
}

export const CONFIG_ELEMENT_ID = 'concierge-config';

type Env = Record<string, string | boolean | undefined>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

const list = (value: unknown): string[] | undefined => {
  if (Array.isArray(value)) return value.map(text).filter((item): item is string => !!item);
  const joined = text(value);
  return joined === undefined
    ? undefined
    : joined
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
};

/** Only absolute http(s) addresses may become a redirect target or a DSN: no `javascript:` from config. */
const httpUrl = (value: unknown): string | undefined => {
  const candidate = text(value);
  if (!candidate) return undefined;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
};

function envDefaults(env: Env): AppConfig {
  const read = (name: string) => text(env[`VITE_${name}`]);
  const partnerUrls: AppConfig['partnerUrls'] = {};
  for (const slug of PARTNER_SLUGS) {
    const url = httpUrl(read(`PARTNER_${slug.toUpperCase().replace(/-/g, '_')}_URL`));
    if (url) partnerUrls[slug] = url;
  }
  const posthogHost = httpUrl(read('POSTHOG_HOST'));
  const posthogKey = read('POSTHOG_KEY');
  return {
    api: {
      productionOrigins: list(read('PRODUCTION_ORIGINS')) ?? [],
      productionApiBase: read('PRODUCTION_API_BASE') ?? '',
      localApiBase: read('LOCAL_API_BASE') ?? '',
    },
    sentry: {
      dsn: httpUrl(read('SENTRY_DSN')) ?? null,
      environment: read('SENTRY_ENVIRONMENT') || (env.PROD ? 'production' : 'development'),
      release: read('SENTRY_RELEASE') || null,
    },
    internalCompanies: list(read('INTERNAL_COMPANIES')) ?? [],
    partnerUrls,
    analytics:
      posthogHost && posthogKey
        ? { provider: 'posthog', host: posthogHost, apiKey: posthogKey }
        : { provider: 'none' },
  };
}

function mergeAnalytics(raw: unknown, fallback: AnalyticsConfig): AnalyticsConfig {
  if (!isRecord(raw)) return fallback;
  if (raw.provider === 'none') return { provider: 'none' };
  const host = httpUrl(raw.host);
  const apiKey = text(raw.apiKey);
  return raw.provider === 'posthog' && host && apiKey ? { provider: 'posthog', host, apiKey } : fallback;
}

/**
 * Merges the injected JSON over the build-time defaults. Unknown keys are ignored and malformed values
 * fall back, so a typo in the server's environment degrades one feature instead of blanking the app.
 */
export function resolveConfig(injected: unknown, env: Env): AppConfig {
  const base = envDefaults(env);
  if (!isRecord(injected)) return base;
  const api = isRecord(injected.api) ? injected.api : {};
  const sentry = isRecord(injected.sentry) ? injected.sentry : {};
  const partners = isRecord(injected.partnerUrls) ? injected.partnerUrls : {};
  const partnerUrls = { ...base.partnerUrls };
  for (const slug of PARTNER_SLUGS) {
    const url = httpUrl(partners[slug]);
    if (url) partnerUrls[slug] = url;
  }
  return {
    api: {
      productionOrigins: list(api.productionOrigins) ?? base.api.productionOrigins,
      productionApiBase: text(api.productionApiBase) ?? base.api.productionApiBase,
      localApiBase: text(api.localApiBase) ?? base.api.localApiBase,
    },
    sentry: {
      // An explicit empty or null DSN in the injected config turns Sentry off even if the build had one.
      dsn: 'dsn' in sentry ? (httpUrl(sentry.dsn) ?? null) : base.sentry.dsn,
      environment: text(sentry.environment) || base.sentry.environment,
      release: text(sentry.release) || base.sentry.release,
    },
    internalCompanies: list(injected.internalCompanies) ?? base.internalCompanies,
    partnerUrls,
    analytics: mergeAnalytics(injected.analytics, base.analytics),
  };
}

/** Reads the injected JSON from the page; a missing or unparsable element counts as absent. */
export function readInjectedConfig(doc: Pick<Document, 'getElementById'>): unknown {
  const element = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!element?.textContent?.trim()) return undefined;
  try {
    return JSON.parse(element.textContent);
  } catch {
    console.error('Concierge: the injected configuration is not valid JSON; using build defaults.');
    return undefined;
  }
}

let loaded: AppConfig | undefined;

/** The app's configuration, read from the page on first use. */
export function getConfig(): AppConfig {
  loaded ??= resolveConfig(readInjectedConfig(document), import.meta.env as Env);
  return loaded;
}

/** True when the company (by name or slug, case-insensitively) is in the configured internal list. */
export function isInternalCompany(
  company: { name: string; slug?: string } | null | undefined,
  internalCompanies: readonly string[],
): boolean {
  if (!company) return false;
  const names = new Set(internalCompanies.map((entry) => entry.toLowerCase()));
  return names.has(company.name.toLowerCase()) || (!!company.slug && names.has(company.slug.toLowerCase()));
}
