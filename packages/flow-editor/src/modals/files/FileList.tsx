// The rows of the file picker: a check box per file (disabled when the field does not take its
// type), its name and type, size, and a spinner while it uploads.
import { Badge, Checkbox, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PickerFile } from './filePickerRules';

interface FileListProps {
  files: PickerFile[];
  selected: readonly string[];
  isAllowed(file: PickerFile): boolean;
  onToggle(file: PickerFile): void;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function FileList({ files, selected, isAllowed, onToggle }: FileListProps) {
  const { t } = useTranslation('modals');
  return (
    <Stack gap={2}>
      {files.map((file) => {
        const fullName = file.type ? `${file.name}.${file.type}` : file.name;
        const disabled = file.uploading || !isAllowed(file);
        return (
          <UnstyledButton
            key={file.key}
            component="div"
            onClick={() => !disabled && onToggle(file)}
            px="xs"
            py={6}
            style={{ borderRadius: 'var(--mantine-radius-sm)', opacity: disabled && !file.uploading ? 0.5 : 1, cursor: disabled ? 'default' : 'pointer' }}
          >
            <Group gap="sm" wrap="nowrap">
              {file.uploading ? (
                <Loader size={16} aria-label={t('files.uploading')} />
              ) : (
                <Checkbox
                  aria-label={t('files.selectFile', { name: fullName })}
                  checked={selected.includes(file.key)}
                  disabled={disabled}
                  onChange={() => onToggle(file)}
                  onClick={(event) => event.stopPropagation()}
                />
              )}
              <IconFile size={16} style={{ flexShrink: 0 }} />
              <Text size="sm" truncate="end" style={{ flex: 1 }} title={fullName}>
                {file.name}
              </Text>
              {file.type && (
                <Badge variant="light" color="gray" size="sm">
                  {file.type}
                </Badge>
              )}
              <Text size="xs" c="dimmed" w={72} ta="right">
                {file.uploading ? t('files.uploading') : formatSize(file.size)}
              </Text>
            </Group>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
