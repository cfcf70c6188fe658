import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@concierge/ui/styles.css';
import '@concierge/ui/page.css';
import './app/app.css';
import { ConsoleProviders } from './app/providers';
import { createConsoleRouter, createRoutes } from './app/router';
import { createServices } from './app/services';

const services = createServices();
const router = createConsoleRouter(createRoutes(services.auth));
// The auth flow navigates (after sign-in, on a 401, on sign-out) through the router, under its basename.
services.auth.setNavigate((path) => void router.navigate(path));

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <ConsoleProviders services={services}>
        <RouterProvider router={router} />
      </ConsoleProviders>
    </StrictMode>,
  );
}
