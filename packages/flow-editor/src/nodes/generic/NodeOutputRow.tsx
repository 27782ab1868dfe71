// One output of an expanded node: its name and types, a type selector when it offers several, the
// source handle on the right, the inspect button of its last value, and for a loop output the
// handle its loop comes back into.
import { encodeHandle, loopTargetHandleFor, sourceHandleFor, type GenericNode, type NodeOutput } from '@app/flow-graph';
import { Group, NativeSelect, Text } from '@mantine/core';
import { Handle, Position } from '@xyflow/react';
import { memo } from 'react';
import { useEditorTranslation } from '../../context/EditorTexts';
import { shownNodeName } from '../shownNodeName';
import { useFlowStoreApi } from '../../store/FlowStoreProvider';
import type { EditorGenericNode } from '../../store/types';
import { OutputInspectButton } from './OutputInspectButton';

export interface NodeOutputRowProps {
  node: EditorGenericNode;
  output: NodeOutput;
}

/** The encoded id of an output's source handle, the one edges carry as sourceHandle. */
export function outputHandleId(node: EditorGenericNode, output: NodeOutput): string {
  return encodeHandle(sourceHandleFor(node as GenericNode, output));
}

function NodeOutputRowView({ node, output }: NodeOutputRowProps) {
  const { t } = useEditorTranslation('nodes');
  const store = useFlowStoreApi();
  const name = output.display_name || output.name;
  const selected = output.selected ?? output.types[0] ?? '';
  return (
    <Group gap="xs" px="sm" py={6} pos="relative" justify="flex-end" wrap="nowrap" data-node-output={output.name}>
      {output.allows_loop && <Handle type="target" position={Position.Left} id={encodeHandle(loopTargetHandleFor(node as GenericNode, output))} />}
      {output.types.length > 1 ? (
        <NativeSelect
          size="xs"
          className="nodrag"
          aria-label={t('node.outputType', { name })}
          data={output.types}
          value={selected}
          onChange={(event) => store.getState().selectOutputType(node.id, output.name, event.currentTarget.value)}
        />
      ) : (
        <Text size="xs" c="dimmed">
          {selected}
        </Text>
      )}
      <Text size="xs" fw={500} truncate>
        {name}
      </Text>
      <OutputInspectButton nodeId={node.id} nodeName={shownNodeName(node, t)} outputName={output.name} />
      <Handle type="source" position={Position.Right} id={outputHandleId(node, output)} />
    </Group>
  );
}

export const NodeOutputRow = memo(NodeOutputRowView);
