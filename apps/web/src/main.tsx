import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { createServices } from './app/createServices';
import { createAppI18n } from './app/i18n';
import { routes } from './app/routes';
import { HealthGate } from './health/HealthGate';

const services = createServices();
const i18n = createAppI18n();
const router = createBrowserRouter(routes);

void services.session.getState().restore();
void services.serverInfo.getState().load();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders services={services} i18n={i18n}>
      <HealthGate />
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
