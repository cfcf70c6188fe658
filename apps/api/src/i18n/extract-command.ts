// `pnpm --filter api i18n:extract`: writes every message the server declares into locales/*.po, as Lingui's
// `lingui extract` does for the apps: en.po gets the English as its translation; the other catalogs keep
// their translations, get new messages untranslated (the catalogs test then fails until someone translates
// them) and drop messages the code no longer has.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { LOCALES } from '@concierge/api-client/constants';
import '../server.js';
import { catalogsDir, readCatalog } from './catalogs.js';
import { registeredMessages } from './text-registry.js';

const po = formatter({ origins: false });
for (const locale of LOCALES) {
  const file = path.join(catalogsDir, `${locale}.po`);
  const existing = readCatalog(locale);
  const catalog = Object.fromEntries(
    registeredMessages().map((message) => [
      message.id,
      {
        message: message.message,
        translation: locale === 'en' ? message.message : (existing[message.id]?.translation ?? ''),
        comments: message.comment ? [message.comment] : [],
        origin: [],
      },
    ]),
  );
  const content = await po.serialize(catalog, {
    locale,
    sourceLocale: 'en',
    filename: file,
    existing: readFileSync(file, 'utf8'),
  });
  writeFileSync(file, content);
  console.log(`${path.relative(process.cwd(), file)}: ${Object.keys(catalog).length} messages`);
}
