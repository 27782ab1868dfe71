// One input field of an expanded node: its label (required mark, info tooltip), the target handle
// when the field takes edges, and its editor — hidden while an edge feeds the field.
import { encodeHandle, fieldTargetHandleFor, type ComponentNode, type GenericNode, type TemplateField } from '@app/flow-graph';
import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Handle, Position } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('nodes');
  const handleId = hasInputHandle(field) ? fieldHandleId(node, name) : undefined;
  const component: ComponentNode = node.data.node;
  return (
    <Stack gap={4} px="sm" py={6} pos="relative" data-field={name}>
      {handleId && <Handle type="target" position={Position.Left} id={handleId} />}
      <Group gap={4} wrap="nowrap">
        <Text size="xs" fw={500} truncate>
          {field.display_name || name}
        </Text>
        {field.required && (
          <Text span size="xs" c="red" aria-label={t('node.required')}>
            *
          </Text>
        )}
        {field.info && (
          <Tooltip label={field.info} multiline maw={280} openDelay={500} withinPortal>
            <IconInfoCircle size={13} aria-label={field.info} color="var(--mantine-color-dimmed)" />
          </Tooltip>
        )}
      </Group>
      {hasEditor(field) && !connected && <NodeFieldEditor nodeId={node.id} name={name} field={field} node={component} />}
    </Stack>
  );
}

export const NodeFieldRow = memo(NodeFieldRowView);
