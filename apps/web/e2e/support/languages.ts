import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '@concierge/api-client/constants';
import { activateTexts } from '@concierge/app-locale';
import { readCatalog } from '@concierge/app-locale/catalog-check';
import { catalogTranslate } from '@concierge/app-locale/catalog-translate';

// A test finds the page's words by the names the app gives them (TEXTS.conversation.send), in the
// language the page is in. The texts modules this process imported are translated in place from the
// app's own catalog, exactly as the browser's are.

const here = path.dirname(fileURLToPath(import.meta.url));
const LOCALES_DIR = path.join(here, '..', '..', 'src', 'locales');

/** Puts every texts module imported here in `locale`; English restores the source. */
export async function useTextsIn(locale: Locale): Promise<void> {
  if (locale === 'en') {
    activateTexts(undefined);
    return;
  }
  const catalog = await readCatalog(path.join(LOCALES_DIR, `${locale}.po`), locale);
  const messages = Object.fromEntries(
    Object.entries(catalog).map(([id, entry]) => [id, compileMessage(entry.translation ?? '')]),
  );
  activateTexts(catalogTranslate(locale, messages));
}

/** The README's screenshots (committed), beside the repository's other docs. */
export const DOCS_SCREENSHOT_DIR = path.join(here, '..', '..', '..', '..', 'docs', 'screenshots');
/** This suite's own pictures of each language (not committed: e2e/screenshots/languages/.gitignore). */
export const LANGUAGE_SCREENSHOT_DIR = path.join(here, '..', 'screenshots', 'languages');
