// The playground's sessions under the heading 聊天, with a new-chat button. The default session
// shows as 默认会话; each session has an options menu: rename (in place), message logs and delete.
// An app chat's conversations pass their titles as labels and offer delete only.
import { ActionIcon, Group, Menu, NavLink, Stack, Text, Tooltip } from '@mantine/core';
import { IconDots, IconListDetails, IconMessage, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionRename } from './SessionRename';

export interface SessionListProps {
  /** Session ids, which are also their names unless `labels` names them. */
  sessions: readonly string[];
  /** Shown names by session id (an app chat's conversation titles). */
  labels?: Readonly<Record<string, string>>;
  selected?: string | null;
  /** The session shown as 默认会话 (in the playground, the flow's id). */
  defaultSessionId?: string;
  onSelect(id: string): void;
  /** The plus button's action; without it the heading has no button (the app has its own). */
  onNew?(): void;
  /** The menu offers 重命名 only when given. */
  onRename?(oldId: string, nextId: string): void;
  onDelete(id: string): void;
  /** Opens the session's message logs; the menu offers them only when given. */
  onLogs?(id: string): void;
  /** Replaces the heading 聊天. */
  heading?: ReactNode;
}

export function SessionList({ sessions, labels, selected, defaultSessionId, onSelect, onNew, onRename, onDelete, onLogs, heading }: SessionListProps) {
  const { t } = useTranslation('chat');
  const [renaming, setRenaming] = useState<string | null>(null);
  const label = (id: string) => (id === defaultSessionId ? t('sessions.defaultSession') : (labels?.[id] ?? id));

  return (
    <Stack gap={4}>
      <Group justify="space-between" px="xs">
        <Text size="sm" fw={600}>
          {heading ?? t('sessions.heading')}
        </Text>
        {onNew && (
          <Tooltip label={t('sessions.newChat')} withinPortal={false}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('sessions.newChat')} onClick={onNew}>
              <IconPlus size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {sessions.length === 0 && (
        <Text size="xs" c="dimmed" px="xs">
          {t('sessions.empty')}
        </Text>
      )}
      <Stack gap={2} role="list">
        {sessions.map((id) =>
          renaming === id ? (
            <div key={id} role="listitem">
              <SessionRename
                name={id}
                onCancel={() => setRenaming(null)}
                onCommit={(next) => {
                  setRenaming(null);
                  onRename?.(id, next);
                }}
              />
            </div>
          ) : (
            <Group key={id} role="listitem" gap={0} wrap="nowrap" data-testid={`session-${id}`}>
              <NavLink
                component="button"
                active={id === selected}
                label={label(id)}
                leftSection={<IconMessage size={14} />}
                onClick={() => onSelect(id)}
                aria-current={id === selected ? 'true' : undefined}
                style={{ flex: 1, minWidth: 0 }}
                styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
              />
              <Menu position="bottom-end" withinPortal={false} returnFocus={false}>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('sessions.options')}>
                    <IconDots size={14} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {onRename && (
                    <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setRenaming(id)}>
                      {t('sessions.rename')}
                    </Menu.Item>
                  )}
                  {onLogs && (
                    <Menu.Item leftSection={<IconListDetails size={14} />} onClick={() => onLogs(id)}>
                      {t('sessions.logs')}
                    </Menu.Item>
                  )}
                  <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(id)}>
                    {t('sessions.delete')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          ),
        )}
      </Stack>
    </Stack>
  );
}
