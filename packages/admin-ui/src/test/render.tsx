// Renders a component the way the console does: Mantine (no transitions or portals in jsdom),
// the Chinese texts of @app/i18n and, for the admin screens, an AdminUiProvider over the
// in-memory API with a notify spy.
import { createI18n } from '@app/i18n';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { AdminUiProvider, type AdminApi, type AdminNotification } from '../context/AdminUiProvider';
import { createMemoryAdminApi } from '../testing/memoryAdminApi';
import { SEED_ADMIN_ID } from '../testing/seed';

export function renderUi(ui: ReactNode): RenderResult {
  return render(
    <I18nextProvider i18n={createI18n('zh')}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </I18nextProvider>,
  );
}

export interface RenderedAdmin extends RenderResult {
  api: AdminApi;
  notify: ReturnType<typeof vi.fn<(input: AdminNotification) => void>>;
}

export function renderAdmin(ui: ReactNode, api: AdminApi = createMemoryAdminApi(), currentUserId: string | null = SEED_ADMIN_ID): RenderedAdmin {
  const notify = vi.fn<(input: AdminNotification) => void>();
  const view = renderUi(
    <AdminUiProvider api={api} notify={notify} currentUserId={currentUserId}>
      {ui}
    </AdminUiProvider>,
  );
  return { ...view, api, notify };
}
