import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { ConsolePages, isSignInPath } from './app/ConsolePages';
import { createServices } from './app/createServices';
import { preloadFirstPage } from './app/firstPagePreload';
import { loadAppI18n } from './app/i18n';
import { HealthGate } from './health/HealthGate';

const services = createServices();
const firstPath = window.location.pathname;
const loadRouter = () => import('./app/router').then((m) => ({ default: m.AppRouter }));

void services.session.getState().restore();
void services.serverInfo.getState().load();
// The first page's texts in the stored language, before the first render: no key ever shows. A
// promise, not a top-level await, which would turn off the bundler's merging of shared chunks.
const appI18n = loadAppI18n();
// A first page other than the sign-in page needs the route table (its fetch starts with the texts')
// and what that page will ask for.
if (!isSignInPath(firstPath)) {
  void loadRouter();
  preloadFirstPage(firstPath, services, appI18n);
}
void appI18n.then((i18n) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders services={services} i18n={i18n}>
        <HealthGate />
        <ConsolePages firstPath={firstPath} loadRouter={loadRouter} />
      </AppProviders>
    </StrictMode>,
  ),
);
