// While a connection is dragged over a handle it may not join, the rule's text follows the
// pointer (不能连接到同一个节点 / 与其不兼容 / the single-connection rule; spec/3 section 5).
import { Paper, Text } from '@mantine/core';
import { useConnection, type ConnectionState } from '@xyflow/react';
import { useFlowStoreApi } from '../store/FlowStoreProvider';
import { useRuleText } from './useRuleText';

/** The connection under the pointer, with the dragged end on whichever side it started. */
function pendingConnection(state: ConnectionState) {
  if (!state.inProgress || state.isValid !== false || !state.toHandle) return null;
  const { fromHandle, toHandle } = state;
  const [source, target] = fromHandle.type === 'source' ? [fromHandle, toHandle] : [toHandle, fromHandle];
  return {
    connection: { source: source.nodeId, sourceHandle: source.id ?? null, target: target.nodeId, targetHandle: target.id ?? null },
    pointer: state.pointer,
  };
}

export function ConnectionTooltip({ reconnectingEdgeId }: { reconnectingEdgeId?: string }) {
  const store = useFlowStoreApi();
  const ruleText = useRuleText();
  const pending = useConnection(pendingConnection);
  if (!pending) return null;
  const verdict = store.getState().checkConnection(pending.connection, reconnectingEdgeId);
  if (verdict.ok) return null;
  return (
    <Paper
      role="tooltip"
      shadow="sm"
      px="xs"
      py={4}
      bg="dark.6"
      style={{ position: 'absolute', left: pending.pointer.x + 14, top: pending.pointer.y + 14, zIndex: 10, pointerEvents: 'none' }}
    >
      <Text size="xs" c="white">
        {ruleText(verdict)}
      </Text>
    </Paper>
  );
}
