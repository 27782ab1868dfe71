// Renders a component the way the console does: Mantine (no transitions or portals in jsdom),
// the Chinese texts of @app/i18n and, for the admin screens, an AdminUiProvider over the
// in-memory API with a notify spy.
import type { Language } from '@app/i18n';
import { renderWithProviders } from '@app/ui-testing';
import type { RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AdminUiProvider, type AdminApi, type AdminNotification } from '../context/AdminUiProvider';
import { createMemoryAdminApi } from '../testing/memoryAdminApi';
import { SEED_ADMIN_ID } from '../testing/seed';

export { renderWithProviders as renderUi } from '@app/ui-testing';

export interface RenderedAdmin extends RenderResult {
  api: AdminApi;
  notify: ReturnType<typeof vi.fn<(input: AdminNotification) => void>>;
}

export function renderAdmin(ui: ReactNode, api: AdminApi = createMemoryAdminApi(), currentUserId: string | null = SEED_ADMIN_ID, locale: Language = 'zh'): RenderedAdmin {
  const notify = vi.fn<(input: AdminNotification) => void>();
  const view = renderWithProviders(
    <AdminUiProvider api={api} notify={notify} currentUserId={currentUserId}>
      {ui}
    </AdminUiProvider>,
    { locale },
  );
  return { ...view, api, notify };
}
