import type { LinguiConfig } from '@lingui/conf';
import { appLinguiConfig } from '@concierge/app-locale/lingui-config';

// The console's catalogs (src/locales/<locale>.po), compiled by Lingui's Vite plugin when a language loads.
const config: LinguiConfig = appLinguiConfig(import.meta.dirname);
export default config;
