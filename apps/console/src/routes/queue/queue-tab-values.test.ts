import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@concierge/api-client/constants';
import { readCatalog } from '@concierge/app-locale/catalog-check';
import { pseudoLocalize } from '@concierge/app-locale/pseudo-locale';
import { toTabValue } from '@concierge/ui';
import { TEXTS } from '../../app/texts';
import { QUEUE_STATES } from '../../features/queue/status-moves';

// The kit's Tabs take a tab's value from its title with every non-ASCII-word character made `_` (docs/components.md):
// an Arabic title is all underscores, so two titles of the same length would be the same tab (the queue
// then opens the wrong list). Every language's three list titles must differ once made values.
const LOCALES_DIR = path.join(import.meta.dirname, '../../locales');

describe('the queue’s list titles make distinct tab values', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))('in %s', async (locale) => {
    const catalog = await readCatalog(path.join(LOCALES_DIR, `${locale}.po`), locale);
    const values = QUEUE_STATES.map((state) =>
      toTabValue(catalog[`console.queue.tab.${state}`]?.translation ?? ''),
    );
    expect(new Set(values).size).toBe(QUEUE_STATES.length);
  });

  it('in English and the pseudo-locale', () => {
    for (const title of [(text: string) => text, pseudoLocalize]) {
      const values = QUEUE_STATES.map((state) => toTabValue(title(TEXTS.queue.tab[state])));
      expect(new Set(values).size).toBe(QUEUE_STATES.length);
    }
  });
});
