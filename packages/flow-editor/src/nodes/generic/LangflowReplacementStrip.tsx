// The strip of a Langflow component nothing here stands for but that one of ours can replace (a
// cloud vector store → the database vector store): the user's choice, never made on import.
import { Button, Group, Text } from '@mantine/core';
import { IconReplace } from '@tabler/icons-react';
import { useEditorTranslation } from '../../context/EditorTexts';
import { useFlowStoreApi } from '../../store/FlowStoreProvider';

export function LangflowReplacementStrip({ nodeId, replacement }: { nodeId: string; replacement: string }) {
  const { t } = useEditorTranslation('nodes');
  const store = useFlowStoreApi();
  return (
    <Group gap="xs" px="sm" py={4} wrap="nowrap" justify="space-between" bg="var(--mantine-color-red-light)">
      <Text size="xs" style={{ minWidth: 0 }}>
        {t('node.langflowReplaceHint', { name: replacement })}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        className="nodrag"
        leftSection={<IconReplace size={12} aria-hidden />}
        onClick={() => store.getState().replaceLangflowNode(nodeId)}
      >
        {t('node.langflowReplace')}
      </Button>
    </Group>
  );
}
