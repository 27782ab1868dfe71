import type { FinalConnectionState, Handle } from '@xyflow/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FlowStoreProvider } from '../store/FlowStoreProvider';
import { createTestFlowStore, fieldConnection, nodeIdOf } from '../store/testFlowStore';
import { useEdgeConnections } from './useEdgeConnections';

function setup() {
  const store = createTestFlowStore();
  const wrapper = ({ children }: { children: ReactNode }) => <FlowStoreProvider store={store}>{children}</FlowStoreProvider>;
  const { result } = renderHook(() => useEdgeConnections(), { wrapper });
  const edge = store.getState().edges.find((candidate) => candidate.source === nodeIdOf(store, 'Prompt'));
  if (!edge) throw new Error('no Prompt edge');
  return { store, result, edge };
}

/** The end of an edge drag: onto a handle, or onto nothing. */
function endState(toHandle: Handle | null): FinalConnectionState {
  return { toHandle } as FinalConnectionState;
}

describe('useEdgeConnections', () => {
  it('deletes an edge whose end is dropped onto nothing', () => {
    const { store, result, edge } = setup();
    act(() => result.current.onReconnectStart(null, edge, 'target'));
    act(() => result.current.onReconnectEnd(null, edge, 'target', endState(null)));
    expect(store.getState().edges.some((candidate) => candidate.id === edge.id)).toBe(false);
    expect(result.current.reconnectingEdgeId).toBeUndefined();
  });

  it('keeps an edge dropped onto a handle that refused it', () => {
    const { store, result, edge } = setup();
    const handle = { id: edge.targetHandle ?? null, nodeId: edge.target, type: 'target' } as Handle;
    act(() => result.current.onReconnectStart(null, edge, 'target'));
    act(() => result.current.onReconnectEnd(null, edge, 'target', endState(handle)));
    expect(store.getState().edges.some((candidate) => candidate.id === edge.id)).toBe(true);
  });

  it('lets a moved edge onto the field it occupies itself and moves it there', () => {
    const { store, result, edge } = setup();
    const connection = fieldConnection(store, nodeIdOf(store, 'ChatInput'), 'message', edge.target, 'system_message');
    expect(result.current.isValidConnection(connection)).toBe(false);
    act(() => result.current.onReconnectStart(null, edge, 'source'));
    expect(result.current.reconnectingEdgeId).toBe(edge.id);
    expect(result.current.isValidConnection(connection)).toBe(true);
    act(() => result.current.onReconnect(edge, connection));
    const { edges } = store.getState();
    expect(edges.some((candidate) => candidate.id === edge.id)).toBe(false);
    expect(edges.some((candidate) => candidate.source === nodeIdOf(store, 'ChatInput') && candidate.targetHandle === connection.targetHandle)).toBe(true);
  });

  it('makes no edges on a locked canvas', () => {
    const { store, result } = setup();
    const connection = fieldConnection(store, nodeIdOf(store, 'Prompt'), 'prompt', nodeIdOf(store, 'UIOutput'), 'suggestions');
    expect(result.current.isValidConnection(connection)).toBe(true);
    act(() => store.getState().setLocked(true));
    const count = store.getState().edges.length;
    expect(result.current.isValidConnection(connection)).toBe(false);
    act(() => result.current.onConnect(connection));
    expect(store.getState().edges).toHaveLength(count);
  });
});
