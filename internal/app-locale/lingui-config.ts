import { defineConfig, type LinguiConfig } from '@lingui/conf';
import { LOCALES } from '@concierge/api-client/constants';
import { PO_FORMAT } from './catalog-check.js';

/**
 * An app's `lingui.config.ts`: its catalogs at `src/locales/<locale>.po`, read by Lingui's Vite plugin (which
 * compiles one when the app imports it) with our explicit-id PO format.
 */
export function appLinguiConfig(rootDir: string): LinguiConfig {
  return defineConfig({
    rootDir,
    sourceLocale: 'en',
    locales: [...LOCALES],
    catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
    format: PO_FORMAT,
  });
}
