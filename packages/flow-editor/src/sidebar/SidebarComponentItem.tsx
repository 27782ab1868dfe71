// One component of the sidebar: dragged onto the canvas (C's drag payload) or added with a click
// or Enter; disabled with its label when it is a unique component already on the canvas; the
// user's own components have a delete button.
import { ActionIcon, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { DragEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPONENT_DRAG_TYPE, type ComponentDragPayload } from '../canvas';
import type { SidebarItem } from './sidebarItems';

interface SidebarComponentItemProps {
  item: SidebarItem;
  /** Why it cannot be added (e.g. 聊天输入已添加); absent when it can. */
  disabledLabel?: string;
  onAdd(item: SidebarItem): void;
  onDelete(item: SidebarItem): void;
}

export function SidebarComponentItem({ item, disabledLabel, onAdd, onDelete }: SidebarComponentItemProps) {
  const { t } = useTranslation('editor');
  const disabled = disabledLabel !== undefined;

  const startDrag = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    const payload: ComponentDragPayload = item.flowId ? { type: item.type, node: item.node } : { type: item.type };
    event.dataTransfer.setData(COMPONENT_DRAG_TYPE, JSON.stringify(payload));
    event.dataTransfer.effectAllowed = 'move';
  };
  const addWithKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || disabled) return;
    event.preventDefault();
    onAdd(item);
  };

  return (
    <Group
      gap={4}
      wrap="nowrap"
      draggable={!disabled}
      onDragStart={startDrag}
      data-testid={`sidebar-item-${item.key}`}
      style={{ borderRadius: 'var(--mantine-radius-sm)', opacity: disabled ? 0.55 : 1, cursor: disabled ? 'not-allowed' : 'grab' }}
    >
      <Tooltip label={disabledLabel ?? item.description} disabled={!disabledLabel && !item.description} openDelay={500} multiline maw={280}>
        <UnstyledButton
          component="div"
          role="button"
          tabIndex={0}
          aria-disabled={disabled}
          aria-label={t('sidebar.add', { name: item.display_name })}
          onClick={() => !disabled && onAdd(item)}
          onKeyDown={addWithKey}
          px="xs"
          py={6}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Text size="sm" truncate>
            {item.display_name}
          </Text>
          {disabledLabel && (
            <Text size="xs" c="dimmed" truncate>
              {disabledLabel}
            </Text>
          )}
        </UnstyledButton>
      </Tooltip>
      {item.deletable && (
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('sidebar.delete')} onClick={() => onDelete(item)}>
          <IconTrash size={14} />
        </ActionIcon>
      )}
      <IconGripVertical size={14} color="var(--mantine-color-dimmed)" aria-hidden style={{ flexShrink: 0 }} />
    </Group>
  );
}
