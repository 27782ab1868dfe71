// The editor's refusal of a flow that cannot build, in the reader's language: the validation
// messages of @app/flow-graph are worded from the catalogues (canvas rules, the Langflow notice of
// a node), not shown in the engine's own Chinese.
import { BuildClient } from '@app/build-runner';
import { importLangflowGraph, type FlowData, type GenericNode } from '@app/flow-graph';
import { langflowStarterProjectText } from '@app/test-documents';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFlowStore } from '../store/createFlowStore';
import { FlowStoreProvider } from '../store/FlowStoreProvider';
import { testCatalogue, testFlowRecord } from '../store/testFlowStore';
import { createMemoryBuildTransport } from '../testing/memoryBuildTransport';
import { renderFlowEditor } from '../test/render';
import { FlowBuildProvider, useFlowBuild } from './FlowBuildProvider';

function RunButton() {
  const build = useFlowBuild();
  return <button onClick={() => void build.run()}>run</button>;
}

/**
 * Langflow 1.2's Vector Store RAG on our components: its searching Astra DB node, given a metadata
 * filter ours does not apply, stays Langflow's; a second chat input breaks a unique rule.
 */
function langflowData(): FlowData {
  const file = JSON.parse(langflowStarterProjectText('1.2', 'Vector Store RAG')) as { data: FlowData };
  const search = file.data.nodes.find((node) => node.id === 'AstraDB-MxkZ3') as GenericNode;
  (search.data.node.template.advanced_search_filter as { value: unknown }).value = { source: 'manual.md' };
  const { data } = importLangflowGraph(file.data, (type) => testCatalogue[type]);
  const chatInput = data.nodes.find((node) => node.data.type === 'ChatInput')!;
  return { ...data, nodes: [...data.nodes, { ...structuredClone(chatInput), id: 'ChatInput-twice' }] };
}

function renderIn(locale: 'zh' | 'en') {
  const store = createFlowStore({ flow: testFlowRecord(langflowData()), components: testCatalogue });
  return renderFlowEditor(
    <FlowStoreProvider store={store}>
      <FlowBuildProvider>
        <RunButton />
      </FlowBuildProvider>
    </FlowStoreProvider>,
    { build: new BuildClient({ transport: createMemoryBuildTransport() }) },
    { locale },
  );
}

describe('FlowBuildProvider refusing a flow that cannot build', () => {
  it.each([
    ['en', 'Langflow component AstraDB is not available', 'There can be only one chat input component in a flow.'],
    ['zh', 'Langflow 组件 AstraDB 暂不支持', '在一个流程中只能有一个聊天输入组件。'],
  ] as const)('words the validation messages in %s', async (locale, langflow, unique) => {
    const { notify } = renderIn(locale);
    fireEvent.click(screen.getByRole('button', { name: 'run' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', list: expect.arrayContaining([langflow, unique]) })));
  });
});
