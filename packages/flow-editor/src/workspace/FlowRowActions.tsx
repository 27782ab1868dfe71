// The pinned actions of a list row: edit (flows only: components do not open), duplicate, export
// and delete. Clicks here never reach the row.
import type { FlowRecord } from '@app/flow-graph';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCopy, IconDots, IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface FlowRowActionsProps {
  flow: FlowRecord;
  onEdit(flow: FlowRecord): void;
  onDuplicate(flow: FlowRecord): void;
  onExport(flow: FlowRecord): void;
  onDelete(flow: FlowRecord): void;
}

export function FlowRowActions({ flow, onEdit, onDuplicate, onExport, onDelete }: FlowRowActionsProps) {
  const { t } = useTranslation('workspace');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { name: flow.name })} onClick={(event) => event.stopPropagation()}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {!flow.is_component && (
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(flow)}>
            {t('actions.edit')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => onDuplicate(flow)}>
          {t('actions.duplicate')}
        </Menu.Item>
        <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => onExport(flow)}>
          {t('actions.export')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(flow)}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
