// A new key or channel code in full, this once (spec/3: keys are shown once on creation; later the
// list's copy button fetches it through api_key/display without showing it).
import type { ApiKeyRead } from '@app/api-client';
import { ActionIcon, Alert, Button, Code, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { textsOf, type KeyKind } from './keyKind';
import { useCopy } from './useCopy';

export interface ShownOnceDialogProps {
  kind: KeyKind;
  /** The created record with its full key; null when closed. */
  created: ApiKeyRead | null;
  onClose(): void;
}

export function ShownOnceDialog({ kind, created, onClose }: ShownOnceDialogProps) {
  const { t } = useTranslation('integration');
  const copy = useCopy();
  return (
    <Modal opened={created !== null} onClose={onClose} title={t(`${textsOf(kind)}.shownOnceTitle`)} closeButtonProps={{ 'aria-label': t('common:close') }} centered size="lg">
      {created && (
        <Stack gap="md">
          <Text size="sm" fw={500}>
            {created.name}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code block style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} aria-label={created.name}>
              {created.api_key}
            </Code>
            <Tooltip label={t('shownOnce.copy')}>
              <ActionIcon variant="light" size="lg" aria-label={t('shownOnce.copy')} onClick={() => void copy.text(created.api_key)}>
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Alert color="orange" icon={<IconKey size={16} />}>
            {t('shownOnce.hint')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('shownOnce.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
