// The table of 我的文件: uploads in progress (a bar from 0 to 100 %, or 'Upload failed, try
// again?' with a retry), then the files with their type, size, change time and actions.
import { fileExtension, type UserFile } from '@app/api-client';
import { formatDateTime } from '@app/ui';
import { ActionIcon, Badge, Button, Group, Menu, Progress, Table, Text } from '@mantine/core';
import { IconCopy, IconDots, IconDownload, IconFile, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../modals/files/FileList';
import { UPLOAD_FAILED, type UploadItem } from './useFileUploads';

export interface FileActions {
  onRename(file: UserFile): void;
  onDownload(file: UserFile): void;
  onDuplicate(file: UserFile): void;
  onDelete(file: UserFile): void;
  onRetry(key: string): void;
  onDismiss(key: string): void;
}

interface FilesTableProps extends FileActions {
  files: readonly UserFile[];
  uploads: readonly UploadItem[];
}

function UploadRow({ item, onRetry, onDismiss }: { item: UploadItem } & Pick<FileActions, 'onRetry' | 'onDismiss'>) {
  const { t } = useTranslation('files');
  const failed = item.progress === UPLOAD_FAILED;
  const percent = Math.round(Math.max(0, item.progress) * 100);
  return (
    <Table.Tr data-upload={failed ? 'failed' : 'running'}>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <IconFile size={16} style={{ flexShrink: 0 }} />
          <Text size="sm" truncate="end" maw={320}>
            {item.file.name}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color="gray">
          {fileExtension(item.file.name) || '—'}
        </Badge>
      </Table.Td>
      <Table.Td>{formatSize(item.file.size)}</Table.Td>
      <Table.Td colSpan={2}>
        {failed ? (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="red">
              {t('progress.failed')}
            </Text>
            <Button size="compact-xs" variant="light" onClick={() => onRetry(item.key)}>
              {t('progress.retry')}
            </Button>
            <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onDismiss(item.key)}>
              {t('progress.dismiss')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Progress value={percent} aria-label={t('progress.label', { name: item.file.name })} style={{ flex: 1 }} animated />
            <Text size="xs" c="dimmed" w={88}>
              {t('progress.uploading', { percent })}
            </Text>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function FileMenu({ file, onRename, onDownload, onDuplicate, onDelete }: { file: UserFile } & Omit<FileActions, 'onRetry' | 'onDismiss'>) {
  const { t } = useTranslation('files');
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { name: file.name })}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onRename(file)}>
          {t('actions.rename')}
        </Menu.Item>
        <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => onDownload(file)}>
          {t('actions.download')}
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => onDuplicate(file)}>
          {t('actions.duplicate')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(file)}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function FilesTable({ files, uploads, onRetry, onDismiss, ...actions }: FilesTableProps) {
  const { t } = useTranslation('files');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th w={96}>{t('columns.type')}</Table.Th>
            <Table.Th w={110}>{t('columns.size')}</Table.Th>
            <Table.Th w={170}>{t('columns.updatedAt')}</Table.Th>
            <Table.Th w={72}>{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {uploads.map((item) => (
            <UploadRow key={item.key} item={item} onRetry={onRetry} onDismiss={onDismiss} />
          ))}
          {files.map((file) => (
            <Table.Tr key={file.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <IconFile size={16} style={{ flexShrink: 0 }} />
                  <Text size="sm" fw={500} truncate="end" maw={320} title={file.name}>
                    {file.name}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color="gray">
                  {fileExtension(file.path)}
                </Badge>
              </Table.Td>
              <Table.Td>{formatSize(file.size)}</Table.Td>
              <Table.Td>{formatDateTime(file.updated_at)}</Table.Td>
              <Table.Td>
                <FileMenu file={file} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
