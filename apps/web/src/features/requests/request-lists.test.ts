import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@concierge/api-client/constants';
import { pseudoLocalize } from '@concierge/app-locale/pseudo-locale';
import { readCatalog } from '@concierge/app-locale/catalog-check';
import { toTabValue } from '@concierge/ui';
import { REQUEST_LISTS } from './request-lists';
import { REQUEST_TEXTS } from './request-texts';

// The kit names a tab by its title with every non-word character made `_` (docs/components.md#tabs): in a script other than
// Latin every letter is one, so two titles of the same length would be one tab. Each language's titles must
// stay apart.

const titleId = (state: string) => `requests.lists.${state}.title`;

async function titlesIn(locale: string): Promise<string[]> {
  if (locale === 'en') return REQUEST_LISTS.map((state) => REQUEST_TEXTS.lists[state].title);
  const catalog = await readCatalog(path.join(import.meta.dirname, `../../locales/${locale}.po`), locale);
  return REQUEST_LISTS.map((state) => catalog[titleId(state)]?.translation ?? '');
}

describe('the requests page tabs', () => {
  it.each(LOCALES)('have one value per list in %s', async (locale) => {
    const values = (await titlesIn(locale)).map(toTabValue);
    expect(new Set(values).size).toBe(REQUEST_LISTS.length);
  });

  it('have one value per list in the pseudo-locale', async () => {
    const values = (await titlesIn('en')).map((title) => toTabValue(pseudoLocalize(title)));
    expect(new Set(values).size).toBe(REQUEST_LISTS.length);
  });
});
