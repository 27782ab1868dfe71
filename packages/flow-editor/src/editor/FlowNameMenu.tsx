// The flow-name menu of the editor header (spec/3 section 2): new, edit info, save (only without
// auto-save), logs, import, export, undo, redo, refresh components — and the dialogs they open.
import type { FlowRecord } from '@app/flow-graph';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconChevronDown,
  IconDeviceFloppy,
  IconFileExport,
  IconFileImport,
  IconList,
  IconPencil,
  IconPlus,
  IconRefresh,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowStore, useFlowStoreApi } from '../store/FlowStoreProvider';
import { NewFlowDialog } from '../templates';
import { FlowIcon } from '@app/chat-ui';
import { EditFlowInfoDialog } from './EditFlowInfoDialog';
import { FlowLogsDialog } from './FlowLogsDialog';
import { useImportFlowFile } from './useImportFlowFile';

export interface FlowNameMenuProps {
  /** With auto-save on there is no 保存 item. */
  autoSave: boolean;
  folderId?: string;
  onSave(): void;
  onOpenFlow(flowId: string, folderId?: string): void;
  onRefreshComponents(): void;
  /** The export dialog is the page's: mod+j opens it too. */
  onExport(): void;
}

type Dialog = 'new' | 'info' | 'logs' | null;

export function FlowNameMenu({ autoSave, folderId, onSave, onOpenFlow, onRefreshComponents, onExport }: FlowNameMenuProps) {
  const { t } = useTranslation('editor');
  const store = useFlowStoreApi();
  const flow = useFlowStore((state) => state.flow);
  const canUndo = useFlowStore((state) => state.past.length > 0);
  const canRedo = useFlowStore((state) => state.future.length > 0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const importFile = useImportFlowFile();
  const close = () => setDialog(null);

  return (
    <>
      <Menu position="bottom-start" shadow="md" width={200}>
        <Menu.Target>
          <UnstyledButton aria-label={t('header.flowMenu')}>
            <Group gap={8} wrap="nowrap">
              <FlowIcon icon={flow.icon} color={flow.icon_bg_color} kind={flow.is_component ? 'component' : 'flow'} size={28} />
              <Text fw={600} size="sm" truncate maw={240} data-user-content>
                {flow.name}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPlus size={14} />} onClick={() => setDialog('new')}>
            {t('menu.new')}
          </Menu.Item>
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setDialog('info')}>
            {t('menu.editInfo')}
          </Menu.Item>
          {!autoSave && (
            <Menu.Item leftSection={<IconDeviceFloppy size={14} />} onClick={onSave}>
              {t('menu.save')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconList size={14} />} onClick={() => setDialog('logs')}>
            {t('menu.logs')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconFileImport size={14} />} onClick={() => fileInput.current?.click()}>
            {t('menu.import')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFileExport size={14} />} onClick={onExport}>
            {t('menu.export')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconArrowBackUp size={14} />} disabled={!canUndo} onClick={() => store.getState().undo()}>
            {t('menu.undo')}
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowForwardUp size={14} />} disabled={!canRedo} onClick={() => store.getState().redo()}>
            {t('menu.redo')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconRefresh size={14} />} onClick={onRefreshComponents}>
            {t('menu.refresh')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="flow-import-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void importFile(file);
        }}
      />
      <NewFlowDialog
        opened={dialog === 'new'}
        folderId={folderId}
        onClose={close}
        onCreated={(created) => {
          close();
          onOpenFlow(created.id, folderId);
        }}
      />
      <EditFlowInfoDialog
        opened={dialog === 'info'}
        flow={flow}
        onClose={close}
        onSaved={(saved: FlowRecord) => {
          // Only the flow's own fields changed: the graph on the canvas and its save state stay as they are.
          store.setState({ flow: { ...saved, data: store.getState().flow.data } });
          close();
        }}
      />
      <FlowLogsDialog opened={dialog === 'logs'} flowId={flow.id} onClose={close} />
    </>
  );
}
