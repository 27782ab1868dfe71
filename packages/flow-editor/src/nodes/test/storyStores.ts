// Stores over the starter templates with what a story wants to show: an outdated node, a
// component the catalogue does not know, a minimized node, a selected node, notes.
import { DEFAULT_NOTE_COLOR, NOTE_COLORS, NOTE_MAX_LENGTH, type FlowData, type GenericNode, type NoteNode } from '@app/flow-graph';
import type { FlowStore } from '../../store/FlowStoreProvider';
import { createTestFlowStore, nodeIdOf, templateData } from '../../store/testFlowStore';

function changeNode(data: FlowData, type: string, change: (node: GenericNode) => void): FlowData {
  const node = data.nodes.find((candidate) => candidate.type === 'genericNode' && candidate.data.type === type) as GenericNode | undefined;
  if (node) change(node);
  return data;
}

export function basicPromptingStore(): FlowStore {
  return createTestFlowStore(templateData('basic-prompting'));
}

/** The prompt saved from older code (更新已就绪) and the chat input from a Langflow-only component (无效的组件). */
export function outdatedAndInvalidStore(): FlowStore {
  let data = templateData('basic-prompting');
  data = changeNode(data, 'Prompt', (node) => {
    const code = node.data.node.template.code;
    if (code && typeof code === 'object') code.value = `${String(code.value)}\n// older version`;
  });
  data = changeNode(data, 'ChatInput', (node) => (node.data.type = 'LangflowOnlyInput'));
  return createTestFlowStore(data);
}

/** Langflow's Python, as an imported Chroma DB node keeps it. */
export const LANGFLOW_CHROMA_CODE = 'from lfx.base.vectorstores.model import LCVectorStoreComponent\n\nclass ChromaVectorStoreComponent(LCVectorStoreComponent):\n    pass\n';

/** Vector Store RAG whose first vector store is Langflow's Chroma DB, as an imported Langflow file leaves it. */
export function langflowChromaStore(): FlowStore {
  const data = changeNode(templateData('vector-store-rag'), 'DatabaseVectorStore', (node) => {
    node.data.type = 'Chroma';
    node.data.node.display_name = 'Chroma DB';
    const code = node.data.node.template.code;
    if (code && typeof code === 'object') code.value = LANGFLOW_CHROMA_CODE;
  });
  return createTestFlowStore(data);
}

export function minimizedStore(): FlowStore {
  const store = basicPromptingStore();
  store.getState().setMinimized(nodeIdOf(store, 'ChatInput'), true);
  store.getState().setMinimized(nodeIdOf(store, 'ChatOutput'), true);
  return store;
}

/** The model node selected: its toolbar shows above it. */
export function selectedStore(type = 'OpenAIModel'): FlowStore {
  const store = basicPromptingStore();
  const id = nodeIdOf(store, type);
  store.getState().onNodesChange(store.getState().nodes.map((node) => ({ type: 'select' as const, id: node.id, selected: node.id === id })));
  return store;
}

/** One note per palette colour, the last one close to the length limit. */
export function notesStore(): FlowStore {
  const nodes: NoteNode[] = NOTE_COLORS.map((color, index) => ({
    id: `note-${color}`,
    type: 'noteNode',
    position: { x: (index % 3) * 360, y: Math.floor(index / 3) * 360 },
    width: 324,
    height: 324,
    data: {
      id: `note-${color}`,
      type: 'note',
      node: {
        description: color === DEFAULT_NOTE_COLOR ? '## 说明\n\n双击编辑，支持 **Markdown**：\n\n- 列表\n- [链接](https://example.com)' : `**${color}**`,
        template: { backgroundColor: color },
      },
    },
  }));
  const long = nodes.at(-1)!;
  long.data.node.description = `${'这是一段很长的注释。'.repeat(Math.floor((NOTE_MAX_LENGTH - 50) / 10))}`;
  return createTestFlowStore({ nodes, edges: [] });
}
