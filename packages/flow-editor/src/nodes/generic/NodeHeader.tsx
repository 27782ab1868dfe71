// The node's header: icon, name (double-click renames; the store keeps the old name when the new
// one is empty after trimming), beta/legacy badges, the invalid mark and, expanded, the description.
import type { BuildStatus } from '@app/flow-graph';
import { wordFlowIssue } from '@app/i18n';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { memo } from 'react';
import { useEditorTranslation } from '../../context/EditorTexts';
import { useFlowStoreApi } from '../../store/FlowStoreProvider';
import type { EditorGenericNode } from '../../store/types';
import { NodeIcon } from '../NodeIcon';
import { shownNodeName } from '../shownNodeName';
import type { NodeProblems } from '../nodeSelectors';
import { InlineEditableText } from './InlineEditableText';
import { NodeBuildControl } from './NodeBuildControl';
import { DeferredTooltip } from '../../shared/DeferredTooltip';

export interface NodeHeaderProps {
  node: EditorGenericNode;
  minimized: boolean;
  problems: NodeProblems;
  buildStatus: BuildStatus | undefined;
}

function NodeHeaderView({ node, minimized, problems, buildStatus }: NodeHeaderProps) {
  const { t, i18n } = useEditorTranslation('nodes');
  const store = useFlowStoreApi();
  const component = node.data.node;
  const name = shownNodeName(node, t);
  const description = component.description ?? '';
  const problemText =
    problems.langflowComponent !== null
      ? t('node.langflowUnsupported', { name: problems.langflowComponent })
      : problems.unknown
        ? t('node.invalid')
        : problems.issues.map((issue) => wordFlowIssue(i18n, issue)).join('\n');
  return (
    <Stack gap={4} px="sm" pt="sm" pb={minimized ? 'sm' : 4}>
      <Group gap={6} wrap="nowrap">
        <NodeIcon name={component.icon} />
        <InlineEditableText value={name} label={t('node.name')} hint={t('node.renameHint')} onSave={(value) => store.getState().renameNode(node.id, value)}>
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
        </InlineEditableText>
        {!minimized && component.beta && (
          <Badge size="xs" variant="light" color="violet">
            {t('node.beta')}
          </Badge>
        )}
        {!minimized && component.legacy && (
          <Badge size="xs" variant="light" color="gray">
            {t('node.legacy')}
          </Badge>
        )}
        <Group gap={4} wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
          {problemText && (
            <DeferredTooltip label={problemText} multiline maw={280} withinPortal>
              <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" aria-label={problems.langflowComponent !== null ? problemText : problems.unknown ? t('node.invalid') : t('node.problems')} />
            </DeferredTooltip>
          )}
          <NodeBuildControl nodeId={node.id} status={buildStatus} frozen={component.frozen === true} />
        </Group>
      </Group>
      {!minimized && (
        <InlineEditableText
          value={description}
          label={t('node.description')}
          hint={t('node.descriptionHint')}
          placeholder={t('node.descriptionPlaceholder')}
          multiline
          onSave={(value) => store.getState().setNodeDescription(node.id, value)}
        >
          <Text size="xs" c="dimmed" lineClamp={3}>
            {description || t('node.descriptionPlaceholder')}
          </Text>
        </InlineEditableText>
      )}
    </Stack>
  );
}

export const NodeHeader = memo(NodeHeaderView);
