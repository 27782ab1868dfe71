import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { createServices } from './app/createServices';
import { loadAppI18n } from './app/i18n';
import { routes } from './app/routes';
import { HealthGate } from './health/HealthGate';

const services = createServices();
const router = createBrowserRouter(routes);

void services.session.getState().restore();
void services.serverInfo.getState().load();
// The first page's texts in the stored language, before the first render: no key ever shows. A
// promise, not a top-level await, which would turn off the bundler's merging of shared chunks.
void loadAppI18n().then((i18n) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders services={services} i18n={i18n}>
        <HealthGate />
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
