// The editor's top bar (spec/3 section 2): back, the flow-name menu, the 编排 tab, the build
// state, 试运行 (the playground), the save state, and undo / redo. 设置, 集成 and 发布 arrive with the publishing and integration
// screens.
import { ActionIcon, Box, Button, Group, Tabs, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconArrowLeft, IconMessageChatbot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFlowStore, useFlowStoreApi } from '../store/FlowStoreProvider';
import { BuildStatusControl } from './BuildStatusControl';
import { FlowNameMenu, type FlowNameMenuProps } from './FlowNameMenu';
import { SaveStateIndicator } from './SaveStateIndicator';

export interface EditorHeaderProps extends FlowNameMenuProps {
  onBack(): void;
  /** 试运行; the button shows only with it. */
  onOpenPlayground?(): void;
}

export function EditorHeader({ onBack, onOpenPlayground, ...menu }: EditorHeaderProps) {
  const { t } = useTranslation('editor');
  const { t: tPlayground } = useTranslation('playground');
  const store = useFlowStoreApi();
  const canUndo = useFlowStore((state) => state.past.length > 0);
  const canRedo = useFlowStore((state) => state.future.length > 0);
  return (
    <Group component="header" h={52} px="sm" justify="space-between" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        <Tooltip label={t('header.back')}>
          <ActionIcon variant="subtle" color="gray" aria-label={t('header.back')} onClick={onBack}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <FlowNameMenu {...menu} />
      </Group>
      <Tabs value="edit" variant="pills" radius="md">
        <Tabs.List>
          <Tabs.Tab value="edit">{t('header.tabs.edit')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group gap="xs" wrap="nowrap" justify="flex-end" style={{ flex: 1 }}>
        <BuildStatusControl />
        {onOpenPlayground && (
          <Button size="compact-sm" variant="default" leftSection={<IconMessageChatbot size={14} />} onClick={onOpenPlayground}>
            {tPlayground('open')}
          </Button>
        )}
        <SaveStateIndicator />
        <Box>
          <Tooltip label={t('header.undo')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('header.undo')} disabled={!canUndo} onClick={() => store.getState().undo()}>
              <IconArrowBackUp size={18} />
            </ActionIcon>
          </Tooltip>
        </Box>
        <Box>
          <Tooltip label={t('header.redo')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('header.redo')} disabled={!canRedo} onClick={() => store.getState().redo()}>
              <IconArrowForwardUp size={18} />
            </ActionIcon>
          </Tooltip>
        </Box>
      </Group>
    </Group>
  );
}
