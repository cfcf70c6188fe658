import { catalogLoader } from '@concierge/app-locale/catalog-loader';

// Each language's chunks: the console's compiled catalog and the kit's texts; English loads none.
export const loadLocale = catalogLoader({
  es: () => Promise.all([import('../locales/es.po'), import('@concierge/ui/locales/es')]),
  fr: () => Promise.all([import('../locales/fr.po'), import('@concierge/ui/locales/fr')]),
  ar: () => Promise.all([import('../locales/ar.po'), import('@concierge/ui/locales/ar')]),
});
