import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { prerender } from './prerender-plugin.ts';

/**
 * The small modules every page's first load needs (the kit's button, field and toasts, the auth store and
 * client, the form helpers) as one chunk instead of twenty: gzip compresses one file better than many small
 * ones, and the browser makes fewer requests (/sign-in 1.80 → 1.77 × the React floor). Only
 * modules of the public pages' first load belong here (the passkey button's support check and texts, shared
 * with lazy chunks, would otherwise be two tiny chunks of their own); everything else stays one module per
 * chunk.
 */
const FIRST_LOAD_MODULES = [
  /\/packages\/ui\/dist\/(button|ripple|spinner|icons|toast|clock|alert|form|input)\//,
  /\/packages\/ui\/dist\/(class-names|spec-constants|kit-texts|passkey-list\/use-passkeys-supported)\.js$/,
  // Not the TanStack bindings (react.js, account-passkeys.js): they belong to the signed-in pages.
  /\/packages\/auth\/dist\/(?!react\.js|account-passkeys\.js)/,
  /\/packages\/api-client\/dist\/(auth|auth-client|auth-routes|constants|http|errors|messages|api-base|random-id|retry-policy|endpoints\/auth|endpoints\/failure-policies)\.js$/,
  // The reader's language: the choice, the store, the root and the texts registry, a few hundred bytes.
  /\/internal\/app-locale\/(locale-choice|locale-store|locale-root|localizable-texts)\.tsx?$/,
  // The router root (apps/web/README.md#a-page-that-never-left-loading): a few lines every page renders.
  /\/internal\/app-shell\/(index\.ts|router-root\.tsx)$/,
  // The forms' hook, not its engine: react-hook-form loads with the schema (internal/forms/README.md).
  /\/internal\/forms\/(index\.ts|use-zod-form\.ts)$/,
  /\/apps\/web\/src\/(app\/paths|features\/page-title\/|features\/forms\/form-schemas|features\/passkeys\/passkey-sign-in-texts)/,
];

export default defineConfig({
  // Lingui compiles a language's catalog when it is imported; a missing translation fails the build.
  plugins: [react(), lingui({ failOnMissing: true, failOnCompileError: true }), prerender()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-load', test: (id) => FIRST_LOAD_MODULES.some((module) => module.test(id)) },
            // TanStack Query in one chunk, loaded with the first page that queries (query-scope.tsx).
            { name: 'queries', test: /\/node_modules\/@tanstack\/(query-core|react-query)\// },
          ],
        },
      },
    },
  },
});
