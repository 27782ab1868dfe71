// The header's save state: 保存中... / 已保存 / unsaved / failed, with the last save time.
import { formatDateTime } from '@app/ui';
import { Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconPointFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFlowStore } from '../store/FlowStoreProvider';

export function SaveStateIndicator() {
  const { t } = useTranslation('editor');
  const saveState = useFlowStore((state) => state.saveState);
  const lastSavedAt = useFlowStore((state) => state.lastSavedAt);
  const icon = {
    saving: <Loader size={12} />,
    saved: <IconCheck size={14} />,
    dirty: <IconPointFilled size={14} color="var(--mantine-color-yellow-6)" />,
    error: <IconAlertCircle size={14} color="var(--mantine-color-red-6)" />,
  }[saveState];
  return (
    <Tooltip label={t('header.lastSaved', { time: formatDateTime(lastSavedAt) ?? '' })} disabled={!lastSavedAt}>
      <Group gap={4} wrap="nowrap" role="status" aria-live="polite">
        {icon}
        <Text size="xs" c={saveState === 'error' ? 'red' : 'dimmed'}>
          {t(`header.saveState.${saveState}`)}
        </Text>
      </Group>
    </Tooltip>
  );
}
