import { describe, expect, it } from 'vitest';
import { LOCALES } from '@concierge/api-client/constants';
import { appCatalogProblems } from '@concierge/app-locale/catalog-check';
// The shared account screens' texts (@concierge/account-ui) are part of this app's source too.
import '@concierge/account-ui/texts';

// Every texts module registers itself when imported: importing them all gives the whole English source.
// `pnpm --filter web run catalogs:sync` rewrites the catalogs to it (new messages empty) first.
import.meta.glob(['../**/*texts.ts', '!../locales/**'], { eager: true });

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s catalog', (locale) => {
  it('translates every message of the source, placeholders intact', async () => {
    expect(await appCatalogProblems(import.meta.dirname, locale)).toEqual([]);
  });
});
