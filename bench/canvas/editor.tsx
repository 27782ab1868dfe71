// Ours: the editor's canvas (FlowCanvas over a createFlowStore store with the real catalogue) with
// the same graph, inside the providers the editor page gives it (store and build), and Mantine's and xyflow's styles.
import { createFlowStore, FlowBuildProvider, FlowCanvas, FlowEditorProvider, FlowStoreProvider } from '@app/flow-editor';
import { createMemoryFlowEditorApi, sampleCatalogue } from '@app/flow-editor/testing';
import type { ComponentNode } from '@app/flow-graph';
import { createI18n } from '@app/i18n';
import { MantineProvider } from '@mantine/core';
import '@mantine/core/styles.css';
import '@xyflow/react/dist/style.css';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { benchFlow } from './graph';
import { reportReadyWhen } from './probe';

const components: Record<string, ComponentNode> = Object.assign({}, ...Object.values(sampleCatalogue));
const flow = benchFlow();
const store = createFlowStore({ flow, components });
const api = createMemoryFlowEditorApi();

reportReadyWhen(flow.data!.nodes);
createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={createI18n('zh')}>
    <MantineProvider>
      <FlowEditorProvider api={api} notify={() => {}}>
        <FlowStoreProvider store={store}>
          <FlowBuildProvider>
            <div style={{ width: '100vw', height: '100vh' }}>
              <FlowCanvas />
            </div>
          </FlowBuildProvider>
        </FlowStoreProvider>
      </FlowEditorProvider>
    </MantineProvider>
  </I18nextProvider>,
);
