// Renders a screen the way the console does: Mantine (no transitions or portals in jsdom), the
// Chinese texts of @app/i18n and a FlowEditorProvider over the in-memory API with a notify spy.
import { createI18n } from '@app/i18n';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { FlowEditorProvider, type FlowEditorApi, type FlowEditorNotification } from '../context/FlowEditorProvider';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';

export interface RenderedFlowEditor extends RenderResult {
  api: FlowEditorApi;
  notify: ReturnType<typeof vi.fn<(input: FlowEditorNotification) => void>>;
}

/** `calls` replace the in-memory defaults of createMemoryFlowEditorApi(). */
export function renderFlowEditor(ui: ReactNode, calls: Partial<FlowEditorApi> = {}): RenderedFlowEditor {
  const api: FlowEditorApi = { ...createMemoryFlowEditorApi(), ...calls };
  const notify = vi.fn<(input: FlowEditorNotification) => void>();
  const view = render(
    <I18nextProvider i18n={createI18n('zh')}>
      <MantineProvider env="test">
        <FlowEditorProvider api={api} notify={notify}>
          {ui}
        </FlowEditorProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...view, api, notify };
}
