// Renders a screen the way the console does: Mantine (no transitions or portals in jsdom), the
// Chinese texts of @app/i18n and a FlowEditorProvider over the in-memory API with a notify spy.
import type { Language } from '@app/i18n';
import { renderWithProviders } from '@app/ui-testing';
import type { RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { FlowEditorProvider, type FlowEditorApi, type FlowEditorNotification } from '../context/FlowEditorProvider';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';

export interface RenderedFlowEditor extends RenderResult {
  api: FlowEditorApi;
  notify: ReturnType<typeof vi.fn<(input: FlowEditorNotification) => void>>;
}

/** `calls` replace the in-memory defaults of createMemoryFlowEditorApi(); `autoLogin`: the server's AUTO_LOGIN mode; `locale`: the UI language (zh). */
export function renderFlowEditor(
  ui: ReactNode,
  calls: Partial<FlowEditorApi> = {},
  { autoLogin = false, locale }: { autoLogin?: boolean; locale?: Language } = {},
): RenderedFlowEditor {
  const api: FlowEditorApi = { ...createMemoryFlowEditorApi(), ...calls };
  const notify = vi.fn<(input: FlowEditorNotification) => void>();
  const view = renderWithProviders(
    <FlowEditorProvider api={api} notify={notify} autoLogin={() => autoLogin}>
      {ui}
    </FlowEditorProvider>,
    { locale },
  );
  return { ...view, api, notify };
}
