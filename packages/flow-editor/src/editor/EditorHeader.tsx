// The editor's top bar (spec/3 section 2): back, the flow-name menu, the 编排, 设置 and 集成 tabs
// (设置 only once the flow has been released), the build state, 试运行 (the playground), the save
// state, undo / redo, 发布历史 and 发布.
import { ActionIcon, Box, Button, Group, Tabs, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconArrowLeft, IconHistory, IconMessageChatbot, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFlowStore, useFlowStoreApi } from '../store/FlowStoreProvider';
import { BuildStatusControl } from './BuildStatusControl';
import { FlowNameMenu, type FlowNameMenuProps } from './FlowNameMenu';
import { SaveStateIndicator } from './SaveStateIndicator';

/** The header tabs: 编排 (Edit, 0), 设置 (Setting, 1) and 集成 (Embed, 3). */
export type EditorTab = 'edit' | 'setting' | 'embed';

export interface EditorHeaderProps extends FlowNameMenuProps {
  onBack(): void;
  /** 试运行; the button shows only with it. */
  onOpenPlayground?(): void;
  /** The tab shown (default 编排). */
  tab?: EditorTab;
  onTabChange?(tab: EditorTab): void;
  /** 发布历史; the button shows only with it. */
  onOpenHistory?(): void;
  /** 发布; the button shows only with it. */
  onPublish?(): void;
}

export function EditorHeader({ onBack, onOpenPlayground, tab = 'edit', onTabChange, onOpenHistory, onPublish, ...menu }: EditorHeaderProps) {
  const { t } = useTranslation('editor');
  const { t: tPlayground } = useTranslation('playground');
  const store = useFlowStoreApi();
  const canUndo = useFlowStore((state) => state.past.length > 0);
  const canRedo = useFlowStore((state) => state.future.length > 0);
  // 设置 needs a release (spec/3: the setting tab is available only when the flow has released_at).
  const released = useFlowStore((state) => Boolean(state.flow.released_at));
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
      <Tabs value={tab} onChange={(value) => value && onTabChange?.(value as EditorTab)} variant="pills" radius="md">
        <Tabs.List>
          <Tabs.Tab value="edit">{t('header.tabs.edit')}</Tabs.Tab>
          {onTabChange && (
            <>
              <Tabs.Tab value="setting" disabled={!released}>
                {t('header.tabs.setting')}
              </Tabs.Tab>
              <Tabs.Tab value="embed">{t('header.tabs.embed')}</Tabs.Tab>
            </>
          )}
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
        {onOpenHistory && (
          <Tooltip label={t('history.button')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('history.button')} onClick={onOpenHistory}>
              <IconHistory size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {onPublish && (
          <Button size="compact-sm" leftSection={<IconSend size={14} />} onClick={onPublish}>
            {t('publish.button')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
