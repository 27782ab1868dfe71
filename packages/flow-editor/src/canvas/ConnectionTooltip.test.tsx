import { act, screen } from '@testing-library/react';
import { ReactFlowProvider, useStoreApi, type ConnectionState, type Handle } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import { fieldConnection, nodeIdOf } from '../store/testFlowStore';
import type { FlowStore } from '../store/FlowStoreProvider';
import { ConnectionTooltip } from './ConnectionTooltip';
import { renderWithStore } from './test/renderCanvas';

let setConnection: (connection: Partial<ConnectionState>) => void = () => {};

/** Gives the test xyflow's connection state, which a pointer drag would set. */
function ConnectionDriver() {
  const flowStore = useStoreApi();
  setConnection = (connection) => flowStore.setState({ connection: { ...flowStore.getState().connection, ...connection } as ConnectionState });
  return null;
}

/** `onto`: the node under the pointer, when it is not the field's own (a handle of the dragging node itself). */
function dragOver(store: FlowStore, from: { node: string; output: string }, to: { node: string; field: string }, isValid: boolean, onto = to.node) {
  const connection = fieldConnection(store, from.node, from.output, to.node, to.field);
  const fromHandle = { id: connection.sourceHandle, nodeId: connection.source, type: 'source' } as Handle;
  const toHandle = { id: connection.targetHandle, nodeId: onto, type: 'target' } as Handle;
  act(() => setConnection({ inProgress: true, isValid, fromHandle, toHandle, from: { x: 0, y: 0 }, to: { x: 100, y: 80 }, pointer: { x: 100, y: 80 } } as Partial<ConnectionState>));
}

function renderTooltip() {
  return renderWithStore(
    <ReactFlowProvider>
      <ConnectionDriver />
      <ConnectionTooltip />
    </ReactFlowProvider>,
  );
}

describe('ConnectionTooltip', () => {
  it('shows the rule a connection dragged over a handle breaks', () => {
    const { store } = renderTooltip();
    const model = nodeIdOf(store, 'OpenAIModel');
    dragOver(store, { node: model, output: 'model_output' }, { node: nodeIdOf(store, 'ChatOutput'), field: 'sender_name' }, false);
    expect(screen.getByRole('tooltip').textContent).toBe('与其不兼容');
    dragOver(store, { node: nodeIdOf(store, 'Prompt'), output: 'prompt' }, { node: model, field: 'input_value' }, false);
    expect(screen.getByRole('tooltip').textContent).toBe('该字段只能有一个连接');
    dragOver(store, { node: model, output: 'text_output' }, { node: nodeIdOf(store, 'ChatOutput'), field: 'input_value' }, false, model);
    expect(screen.getByRole('tooltip').textContent).toBe('不能连接到同一个节点');
  });

  it('shows nothing over a handle that accepts the connection or away from handles', () => {
    const { store } = renderTooltip();
    const prompt = { node: nodeIdOf(store, 'Prompt'), output: 'prompt' };
    dragOver(store, prompt, { node: nodeIdOf(store, 'UIOutput'), field: 'suggestions' }, true);
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => setConnection({ toHandle: null, isValid: null }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
