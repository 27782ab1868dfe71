// The files attached to the message being written, each with its upload state.
import { ActionIcon, Group, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFile, IconPhoto, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isImagePath } from '../messages/messageParts';
import { shortFileName } from './attachmentRules';
import type { Attachment } from './useAttachments';

export interface AttachmentListProps {
  items: readonly Attachment[];
  onRetry(id: number): void;
  onRemove(id: number): void;
}

export function AttachmentList({ items, onRetry, onRemove }: AttachmentListProps) {
  const { t } = useTranslation('chat');
  return (
    <Group gap="xs" data-testid="attachments">
      {items.map(({ id, file, progress, refused }) => {
        const Icon = isImagePath(file.name) ? IconPhoto : IconFile;
        const failed = progress === -1;
        return (
          <Paper key={id} withBorder radius="sm" px="xs" py={4} w={200} data-testid="attachment">
            <Group gap={4} wrap="nowrap">
              <Icon size={14} color={failed ? 'var(--mantine-color-red-6)' : undefined} />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text size="xs" title={file.name} truncate>
                  {shortFileName(file.name)}
                </Text>
                {failed && refused && (
                  <Text size="xs" c="red">
                    {t('input.uploadRefused')}
                  </Text>
                )}
                {failed && !refused && (
                  <UnstyledButton onClick={() => onRetry(id)}>
                    <Text size="xs" c="red">
                      {t('input.uploadFailed')}
                    </Text>
                  </UnstyledButton>
                )}
                {progress !== undefined && progress >= 0 && (
                  <>
                    <Progress value={progress * 100} size="xs" aria-hidden />
                    <Text size="xs" c="dimmed">
                      {t('input.uploading', { percent: Math.round(progress * 100) })}
                    </Text>
                  </>
                )}
              </Stack>
              <ActionIcon variant="subtle" color="gray" size="xs" aria-label={t('input.removeFile', { name: file.name })} onClick={() => onRemove(id)}>
                <IconX size={12} />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
    </Group>
  );
}
