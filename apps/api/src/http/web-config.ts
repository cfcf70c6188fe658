// The web app's runtime configuration (Sentry, partner addresses, internal companies, analytics, API base),
// built once from the server's environment and written into index.html as inert JSON, so one build of the
// app serves every environment and the e2e run can point Sentry and partners at its local collector.

/** The seven partner routes of docs/screens.md#partner-redirects and the variable each destination comes from. */
export const PARTNER_ENV = {
  'term-life-insurance': 'PARTNER_TERM_LIFE_INSURANCE_URL',
  'auto-insurance': 'PARTNER_AUTO_INSURANCE_URL',
  'home-insurance': 'PARTNER_HOME_INSURANCE_URL',
  'home-warranty': 'PARTNER_HOME_WARRANTY_URL',
  'renters-insurance': 'PARTNER_RENTERS_INSURANCE_URL',
  'pet-insurance': 'PARTNER_PET_INSURANCE_URL',
  'wills-and-trusts': 'PARTNER_WILLS_AND_TRUSTS_URL',
} as const;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const withoutEmpty = (entries: [string, unknown][]) =>
  Object.fromEntries(
    entries.filter(([, value]) =>
      Array.isArray(value)
        ? value.length > 0
        : typeof value === 'object'
          ? value !== null && Object.keys(value).length > 0
          : Boolean(value),
    ),
  );

/** The config object the app reads (apps/web/src/app/config.ts); unset keys are left out. */
export function webConfigFromEnv(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const partnerUrls = withoutEmpty(Object.entries(PARTNER_ENV).map(([route, name]) => [route, env[name]]));
  return withoutEmpty([
    [
      'sentry',
      env.SENTRY_DSN
        ? withoutEmpty([
            ['dsn', env.SENTRY_DSN],
            ['environment', env.SENTRY_ENVIRONMENT],
            ['release', env.SENTRY_RELEASE],
          ])
        : undefined,
    ],
    ['internalCompanies', list(env.INTERNAL_COMPANIES)],
    ['partnerUrls', partnerUrls],
    [
      'analytics',
      env.POSTHOG_HOST && env.POSTHOG_KEY
        ? { provider: 'posthog', host: env.POSTHOG_HOST, apiKey: env.POSTHOG_KEY }
        : undefined,
    ],
    [
      'api',
      withoutEmpty([
        ['productionOrigins', list(env.PRODUCTION_ORIGINS)],
        ['productionApiBase', env.PRODUCTION_API_BASE],
      ]),
    ],
  ]);
}

/**
 * Writes the config into the page as `<script type="application/json" id="concierge-config">`. JSON in a
 * non-executable script needs no CSP allowance; `<` is escaped so no value can close the element.
 */
export function injectWebConfig(html: string, config: Record<string, unknown>): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="concierge-config">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${element}</head>`) : `${element}${html}`;
}
