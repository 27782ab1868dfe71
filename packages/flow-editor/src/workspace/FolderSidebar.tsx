// The folder column of the lists: the user's folders (the first is the default one, which cannot
// be deleted), 新建文件夹, inline rename (Enter or leaving the box saves, Escape cancels) and
// delete with a confirmation that names what goes with it.
import type { FolderRead } from '@app/api-client';
import { isSeededText, seededText } from '@app/i18n';
import { ConfirmDialog } from '@app/ui';
import { ActionIcon, Button, Group, Menu, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { IconDots, IconFolder, IconFolderPlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FolderSidebarProps {
  folders: readonly FolderRead[];
  /** The folder shown. */
  activeId: string | undefined;
  onSelect(folder: FolderRead): void;
  onCreate(): void;
  onRename(folder: FolderRead, name: string): Promise<void>;
  onDelete(folder: FolderRead): Promise<unknown>;
}

function RenameInput({ folder, onDone }: { folder: FolderRead; onDone(name: string | null): void }) {
  const { t } = useTranslation('workspace');
  const [name, setName] = useState(folder.name);
  return (
    <TextInput
      size="xs"
      autoFocus
      aria-label={t('folders.renameLabel')}
      value={name}
      onChange={(event) => setName(event.currentTarget.value)}
      onBlur={() => onDone(name)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onDone(name);
        if (event.key === 'Escape') onDone(null);
      }}
    />
  );
}

export function FolderSidebar({ folders, activeId, onSelect, onCreate, onRename, onDelete }: FolderSidebarProps) {
  const { t, i18n } = useTranslation('workspace');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<FolderRead | null>(null);
  const [confirming, setConfirming] = useState(false);
  const finishRename = (folder: FolderRead, name: string | null) => {
    // Enter and the blur that follows would both save; the first one ends the edit.
    if (renaming !== folder.id) return;
    setRenaming(null);
    if (name !== null) void onRename(folder, name);
  };

  return (
    <Stack gap="xs" w={220} miw={220}>
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('folders.title')}
        </Text>
        <Button variant="subtle" size="compact-sm" leftSection={<IconFolderPlus size={14} />} onClick={onCreate}>
          {t('folders.create')}
        </Button>
      </Group>
      {folders.map((folder, index) =>
        renaming === folder.id ? (
          <RenameInput key={folder.id} folder={folder} onDone={(name) => finishRename(folder, name)} />
        ) : (
          <Group key={folder.id} gap={2} wrap="nowrap">
            <NavLink
              flex={1}
              active={folder.id === activeId}
              label={seededText(i18n, folder.name)}
              // A folder's name is user data, except the seeded default's, shown translated.
              data-user-content={isSeededText(folder.name) ? undefined : ''}
              leftSection={<IconFolder size={16} />}
              onClick={() => onSelect(folder)}
              onDoubleClick={() => setRenaming(folder.id)}
            />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('folders.actions', { name: seededText(i18n, folder.name) })}>
                  <IconDots size={14} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setRenaming(folder.id)}>
                  {t('folders.rename')}
                </Menu.Item>
                {index > 0 && (
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => {
                      setDeleting(folder);
                      setConfirming(true);
                    }}
                  >
                    {t('folders.delete')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        ),
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('folders.deleteTitle')}
        message={t('folders.deleteMessage', { name: deleting?.name ?? '' })}
        onConfirm={() => (deleting ? onDelete(deleting) : Promise.resolve())}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
