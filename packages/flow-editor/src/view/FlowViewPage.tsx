// /flow/{id}/view (spec/3 section 2): the flow's canvas without editing — no dragging, connecting,
// deleting, typing or saving — for those who may see the flow (its owner, administrators). A flow
// one cannot see (404) goes to the app's onFlowMissing, which the spec sends to /all.
import type { ComponentCatalogue } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import { ActionIcon, Badge, Box, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowBuildProvider } from '../build';
import { FlowCanvas } from '../canvas';
import { componentsByType } from '../shared/componentsByType';
import { useCatalogueLanguage } from '../editor/useCatalogueLanguage';
import { FlowLoadNotice } from '../editor/FlowLoadNotice';
import { useFlowEditorLoad } from '../editor/useFlowEditorLoad';
import { createFlowStore } from '../store/createFlowStore';
import { FlowStoreProvider } from '../store/FlowStoreProvider';
import { FlowIcon } from '@app/chat-ui';

export interface FlowViewPageProps {
  flowId: string;
  onBack(): void;
  /** The flow does not exist or the user may not see it (404). */
  onFlowMissing(): void;
  /** Opens the flow in the editor; the button shows only with it. */
  onEdit?(): void;
}

export function FlowViewPage({ flowId, onBack, onFlowMissing, onEdit }: FlowViewPageProps) {
  const load = useFlowEditorLoad(flowId, onFlowMissing);
  if (load.status !== 'ready') return <FlowLoadNotice status={load.status} />;
  return <FlowView key={load.flow.id} flow={load.flow} catalogue={load.catalogue} onBack={onBack} onEdit={onEdit} />;
}

function FlowView({ flow, catalogue, onBack, onEdit }: { flow: FlowRecord; catalogue: ComponentCatalogue; onBack(): void; onEdit?(): void }) {
  const { t } = useTranslation('share');
  // Locked as well: whatever reaches the store's actions leaves the graph as it is. No auto-save runs here.
  const [store] = useState(() => createFlowStore({ flow: { ...flow, locked: true }, components: componentsByType(catalogue) }));
  useCatalogueLanguage(store);
  return (
    <FlowStoreProvider store={store}>
      <FlowBuildProvider>
        <Stack h="100%" gap={0}>
          <Group component="header" h={52} px="sm" justify="space-between" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Tooltip label={t('view.back')}>
                <ActionIcon variant="subtle" color="gray" aria-label={t('view.back')} onClick={onBack}>
                  <IconArrowLeft size={18} />
                </ActionIcon>
              </Tooltip>
              <FlowIcon icon={flow.icon} color={flow.icon_bg_color} kind={flow.is_component ? 'component' : 'flow'} size={28} />
              <Text fw={600} size="sm" truncate maw={360} data-user-content>
                {flow.name}
              </Text>
              <Badge variant="light" color="gray">
                {t('view.readOnly')}
              </Badge>
            </Group>
            {onEdit && (
              <Button size="compact-sm" variant="default" leftSection={<IconPencil size={14} />} onClick={onEdit}>
                {t('view.edit')}
              </Button>
            )}
          </Group>
          <Box style={{ flex: 1, minHeight: 0, position: 'relative' }} aria-label={t('view.canvas')}>
            <FlowCanvas readOnly />
          </Box>
        </Stack>
      </FlowBuildProvider>
    </FlowStoreProvider>
  );
}
