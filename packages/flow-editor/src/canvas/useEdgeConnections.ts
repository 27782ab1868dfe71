// Making and moving edges: xyflow asks the store whether a connection may be made (also while an
// edge end is moved, leaving that edge out of its own way), and an edge end dropped onto nothing
// deletes the edge (spec/3 section 5, Connections).
import type { Connection, Edge, FinalConnectionState, HandleType, IsValidConnection, OnConnect, OnReconnect } from '@xyflow/react';
import { useCallback, useState } from 'react';
import { useFlowStoreApi } from '../store/FlowStoreProvider';
import type { EditorEdge } from '../store/types';

export interface EdgeConnections {
  /** The id of the edge whose end is being moved, while it is. */
  reconnectingEdgeId: string | undefined;
  isValidConnection: IsValidConnection<EditorEdge>;
  onConnect: OnConnect;
  onReconnectStart(event: unknown, edge: EditorEdge, handleType: HandleType): void;
  onReconnect: OnReconnect<EditorEdge>;
  onReconnectEnd(event: unknown, edge: EditorEdge, handleType: HandleType, state: FinalConnectionState): void;
}

const sameEnds = (edge: Edge, connection: Connection) =>
  edge.source === connection.source &&
  edge.target === connection.target &&
  (edge.sourceHandle ?? null) === (connection.sourceHandle ?? null) &&
  (edge.targetHandle ?? null) === (connection.targetHandle ?? null);

export function useEdgeConnections(): EdgeConnections {
  const store = useFlowStoreApi();
  const [reconnectingEdgeId, setReconnectingEdgeId] = useState<string>();

  // A locked canvas makes no edges, also from handles that do not follow xyflow's nodesConnectable.
  const isValidConnection = useCallback<IsValidConnection<EditorEdge>>(
    (connection) =>
      !store.getState().locked &&
      store.getState().checkConnection(
        { source: connection.source, target: connection.target, sourceHandle: connection.sourceHandle ?? null, targetHandle: connection.targetHandle ?? null },
        reconnectingEdgeId,
      ).ok,
    [store, reconnectingEdgeId],
  );

  const onConnect = useCallback<OnConnect>(
    (connection) => {
      if (!store.getState().locked) store.getState().connect(connection);
    },
    [store],
  );

  const onReconnectStart = useCallback((_event: unknown, edge: EditorEdge) => setReconnectingEdgeId(edge.id), []);

  const onReconnect = useCallback<OnReconnect<EditorEdge>>(
    (edge, connection) => {
      if (!sameEnds(edge, connection)) store.getState().reconnect(edge.id, connection);
    },
    [store],
  );

  const onReconnectEnd = useCallback(
    (_event: unknown, edge: EditorEdge, _handleType: HandleType, state: FinalConnectionState) => {
      setReconnectingEdgeId(undefined);
      // Dropped onto nothing: no handle within reach. A refused handle keeps the edge where it was.
      if (state.toHandle === null) store.getState().deleteEdges([edge.id]);
    },
    [store],
  );

  return { reconnectingEdgeId, isValidConnection, onConnect, onReconnectStart, onReconnect, onReconnectEnd };
}
