import { createI18n } from '@app/i18n';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import type { AppServices } from '../app/services';

export function renderWithProviders(ui: ReactNode, services: AppServices): RenderResult {
  return render(
    <AppProviders services={services} i18n={createI18n('zh')} env="test">
      {ui}
    </AppProviders>,
  );
}

/** The console's real route table in memory, starting at `path`. */
export interface RenderedRoutes extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  /** Current path and query string. */
  location(): string;
}

export function renderRoutes(path: string, services: AppServices): RenderedRoutes {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithProviders(<RouterProvider router={router} />, services);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location };
}
