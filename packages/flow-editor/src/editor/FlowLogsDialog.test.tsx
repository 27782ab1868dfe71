// The execution log names components as the canvas does and words the recorded statuses.
import type { TransactionRecord } from '@app/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestFlowStore, nodeIdOf } from '../store/testFlowStore';
import { FlowStoreProvider } from '../store/FlowStoreProvider';
import { renderFlowEditor } from '../test/render';
import { createMemoryMonitorApi } from '../testing/memoryMonitorApi';
import { FlowLogsDialog } from './FlowLogsDialog';

function row(id: string, flowId: string, vertexId: string, status: string, error: string | null, minute: number, outputs: unknown = {}): TransactionRecord {
  return { id, timestamp: `2026-01-01T08:${String(minute).padStart(2, '0')}:00Z`, vertex_id: vertexId, target_id: null, inputs: {}, outputs, status, error, flow_id: flowId };
}

/** What the server stores for a failed run: the English reason in `error`, its coded form in the error output. */
const MISSING_VARIABLE = 'Error building Component OpenAI: \n\nVariable OPENAI_API_KEY not found (field api_key).';
const missingVariableOutputs = {
  text_output: {
    type: 'error',
    message: {
      errorMessage: MISSING_VARIABLE,
      stackTrace: '',
      coded: {
        code: 'COMPONENT_BUILD_FAILED',
        text: MISSING_VARIABLE,
        params: {
          component: 'OpenAI',
          message: { code: 'VARIABLE_NOT_FOUND', text: 'Variable OPENAI_API_KEY not found (field api_key).', params: { name: 'OPENAI_API_KEY', field: 'api_key' } },
        },
      },
    },
  },
};

function renderLogs(rows: (flowId: string, promptId: string) => TransactionRecord[]) {
  const store = createTestFlowStore();
  const flowId = store.getState().flow.id;
  const promptId = nodeIdOf(store, 'Prompt');
  const monitor = createMemoryMonitorApi(rows(flowId, promptId));
  return renderFlowEditor(
    <FlowStoreProvider store={store}>
      <FlowLogsDialog opened flowId={flowId} onClose={vi.fn()} />
    </FlowStoreProvider>,
    { monitor },
  );
}

describe('FlowLogsDialog', () => {
  it('shows each run under its component’s name and its status in the user’s words', async () => {
    const store = createTestFlowStore();
    const flowId = store.getState().flow.id;
    const promptId = nodeIdOf(store, 'Prompt');
    const monitor = createMemoryMonitorApi([
      row('t1', flowId, promptId, 'success', null, 1),
      row('t2', flowId, promptId, 'error', 'boom', 2),
      row('t3', flowId, 'Deleted-xyz12', 'success', null, 3),
    ]);
    renderFlowEditor(
      <FlowStoreProvider store={store}>
        <FlowLogsDialog opened flowId={flowId} onClose={vi.fn()} />
      </FlowStoreProvider>,
      { monitor },
    );
    const table = within(await screen.findByRole('table'));
    const rows = table.getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').slice(1, 3).map((cell) => cell.textContent));
    const promptName = store.getState().nodes.find((node) => node.id === promptId)?.data.node?.display_name;
    expect(rows).toEqual([
      ['Deleted-xyz12', '成功'],
      [promptName, '失败'],
      [promptName, '成功'],
    ]);
  });

  it('words a stored coded error in the reader’s language, the server’s text only when no code was stored', async () => {
    renderLogs((flowId, promptId) => [row('t1', flowId, promptId, 'error', MISSING_VARIABLE, 1, missingVariableOutputs), row('t2', flowId, promptId, 'error', 'uncoded failure', 2)]);
    const table = within(await screen.findByRole('table'));
    const errors = table.getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell')[3]?.textContent);
    expect(errors).toEqual(['uncoded failure', '构建组件 OpenAI 出错：\n\n找不到变量 OPENAI_API_KEY（字段 api_key）。']);
  });
});
