// Renders the canvas over a real store (a starter template and the built-in catalogue) the way
// the editor page does, in a sized box so xyflow lays it out.
import type { ReactNode } from 'react';
import { FlowStoreProvider, type FlowStore } from '../../store/FlowStoreProvider';
import { createTestFlowStore } from '../../store/testFlowStore';
import type { FlowEditorApi } from '../../context/FlowEditorProvider';
import { renderFlowEditor, type RenderedFlowEditor } from '../../test/render';
import { FlowBuildProvider } from '../../build';

export function renderWithStore(ui: ReactNode, options: { store?: FlowStore; api?: Partial<FlowEditorApi> } = {}): RenderedFlowEditor & { store: FlowStore } {
  const store = options.store ?? createTestFlowStore();
  const view = renderFlowEditor(
    <FlowStoreProvider store={store}>
      <FlowBuildProvider>
        <div style={{ width: 1200, height: 800 }}>{ui}</div>
      </FlowBuildProvider>
    </FlowStoreProvider>,
    options.api,
  );
  return { ...view, store };
}
