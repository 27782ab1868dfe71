// The warning strip of an outdated node (spec/3 section 2): 更新已就绪 with 更新, which rebuilds the
// node from the catalogue's current code through the custom component call, keeping its values.
import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useEditorTranslation } from '../../context/EditorTexts';
import { useFlowEditor } from '../../context/FlowEditorProvider';
import { useToasts } from '../../context/useToasts';
import { useFlowStoreApi } from '../../store/FlowStoreProvider';
import { componentCode } from '../nodeFields';
import { selectGenericNode } from '../nodeSelectors';
import { useReplaceComponent } from '../useReplaceComponent';

/** Updates one outdated node to the catalogue's code; resolves when done (or failed and reported). */
export function useUpdateComponent(nodeId: string): () => Promise<void> {
  const store = useFlowStoreApi();
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const replace = useReplaceComponent();
  const { t } = useEditorTranslation('nodes');
  return async () => {
    const state = store.getState();
    const node = selectGenericNode(state, nodeId);
    const code = node && componentCode(state.components[node.data.type]);
    if (!node || code === undefined) return;
    try {
      const updated = await api.components.customComponent({ code, frontend_node: node.data.node });
      replace(nodeId, updated.data, { edited: false, type: updated.type });
      toasts.succeeded(t('outdated.updated', { count: 1 }));
    } catch (error) {
      toasts.failed(t('outdated.failed'), error);
    }
  };
}

export function OutdatedStrip({ nodeId }: { nodeId: string }) {
  const { t } = useEditorTranslation('nodes');
  const update = useUpdateComponent(nodeId);
  const [updating, setUpdating] = useState(false);
  const onUpdate = async () => {
    setUpdating(true);
    await update();
    setUpdating(false);
  };
  return (
    <Group gap="xs" px="sm" py={4} wrap="nowrap" justify="space-between" bg="var(--mantine-color-yellow-light)">
      <Group gap={4} wrap="nowrap">
        <IconAlertTriangle size={14} color="var(--mantine-color-yellow-7)" aria-hidden />
        <Text size="xs">{t('outdated.ready')}</Text>
      </Group>
      <Button size="compact-xs" variant="light" color="yellow" className="nodrag" loading={updating} onClick={onUpdate}>
        {t('outdated.update')}
      </Button>
    </Group>
  );
}
