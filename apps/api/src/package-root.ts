import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Its own module, importing nothing: modules that config.ts itself reaches (the i18n catalogs, through the
// error texts) need it while config.ts is still loading.
const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/api, from src/ (tsx, vitest) or dist/ (built). */
export const packageRoot = path.resolve(here, '..');
