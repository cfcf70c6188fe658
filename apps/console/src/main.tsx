import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialLocale, LocaleRoot, setLocaleLoader } from '@concierge/app-locale';
import { RouterRoot } from '@concierge/app-shell';
import '@concierge/ui/styles.css';
import '@concierge/ui/page.css';
import '@concierge/app-shell/app-shell.css';
import '@concierge/account-ui/account-ui.css';
import './app/app.css';
import { loadLocale } from './app/locale-loader';
import { ConsoleProviders } from './app/providers';
import { createConsoleRouter, createRoutes } from './app/router';
import { createServices } from './app/services';

const services = createServices();
const router = createConsoleRouter(createRoutes(services.auth));
setLocaleLoader(loadLocale);
// The auth flow navigates (after sign-in, on a 401, on sign-out) through the router, under its basename.
services.auth.setNavigate((path) => void router.navigate(path));

async function start(container: HTMLElement) {
  // The reader's language before the first render: English loads nothing; another language
  // loads its catalog first, so no English flashes. A language that cannot load leaves the page in English.
  const locale = initialLocale();
  if (locale !== 'en') {
    const { activateLocale } = await import('@concierge/app-locale/switch');
    await activateLocale(locale).catch(() => undefined);
  }
  createRoot(container).render(
    <StrictMode>
      <ConsoleProviders services={services}>
        <LocaleRoot>
          <RouterRoot router={router} />
        </LocaleRoot>
      </ConsoleProviders>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
