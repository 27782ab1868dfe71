// One input field of an expanded node: its label (required mark, info tooltip), the target handle
// when the field takes edges, and its editor — hidden while an edge feeds the field.
import { encodeHandle, fieldTargetHandleFor, type GenericNode, type TemplateField } from '@app/flow-graph';
import { Box } from '@mantine/core';
import { Handle, Position } from '@xyflow/react';
import { memo } from 'react';
import { FieldRow } from '../../fields';
import type { EditorGenericNode } from '../../store/types';
import { hasEditor, hasInputHandle } from '../nodeFields';
import { NodeFieldEditor } from './NodeFieldEditor';

export interface NodeFieldRowProps {
  node: EditorGenericNode;
  name: string;
  field: TemplateField;
  connected: boolean;
}

/** The encoded id of a field's target handle, the one edges carry as targetHandle. */
export function fieldHandleId(node: EditorGenericNode, name: string): string | undefined {
  const handle = fieldTargetHandleFor(node as GenericNode, name);
  return handle && encodeHandle(handle);
}

function NodeFieldRowView({ node, name, field, connected }: NodeFieldRowProps) {
  const handleId = hasInputHandle(field) ? fieldHandleId(node, name) : undefined;
  return (
    <Box px="sm" py={6} pos="relative" data-node-field={name}>
      {handleId && <Handle type="target" position={Position.Left} id={handleId} />}
      <FieldRow label={field.display_name || name} required={field.required} info={field.info}>
        {hasEditor(field) && !connected && (
          // Pointer and wheel input in an editor is the editor's, not a canvas drag or zoom.
          <div className="nodrag nowheel" data-field-editor>
            <NodeFieldEditor nodeId={node.id} name={name} field={field} node={node.data.node} />
          </div>
        )}
      </FieldRow>
    </Box>
  );
}

export const NodeFieldRow = memo(NodeFieldRowView);
