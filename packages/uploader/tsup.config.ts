import { defineConfig } from 'tsup';
import { moduleBuild } from '@concierge/config/tsup';

// One module per source file (as the kit): a consumer that needs only the formatting or the constants (the
// kit's date and size formats, in every first load) does not also carry the upload core. The hook has its
// own entry so the core stays usable without React (an optional peer). Each language is an entry of its
// own, loaded by the consumer only for a reader of that language: English pays nothing.
export default defineConfig(
  moduleBuild({
    index: 'src/index.ts',
    react: 'src/react.ts',
    'locales/es': 'src/locales/es.ts',
    'locales/fr': 'src/locales/fr.ts',
    'locales/ar': 'src/locales/ar.ts',
  }),
);
