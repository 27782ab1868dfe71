// The bottom banner while components on the canvas have newer code in the catalogue
// (spec/3 section 2, Canvas): how many, and 全部更新 to update them all at once.
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Panel } from '@xyflow/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutdatedNodeIds } from '../store/outdated';
import { useUpdateComponents } from './useUpdateComponents';

export function OutdatedBanner() {
  const { t } = useTranslation('canvas');
  const outdated = useOutdatedNodeIds();
  const updateComponents = useUpdateComponents();
  const [updating, setUpdating] = useState(false);
  // Dismissed for this set of outdated nodes; a change to the set shows the banner again.
  const [dismissed, setDismissed] = useState<readonly string[] | null>(null);

  if (outdated.length === 0 || dismissed === outdated) return null;

  const updateAll = async () => {
    setUpdating(true);
    try {
      await updateComponents(outdated);
    } finally {
      setUpdating(false);
    }
  };

  return (
    <Panel position="bottom-center">
      <Paper shadow="md" withBorder px="md" py="xs" role="status">
        <Group gap="sm" wrap="nowrap">
          <Text size="sm">{t('outdated.banner', { count: outdated.length })}</Text>
          <Button size="compact-sm" leftSection={<IconRefresh size={14} />} loading={updating} onClick={() => void updateAll()}>
            {t('outdated.updateAll')}
          </Button>
          <CloseButton size="sm" aria-label={t('outdated.dismiss')} onClick={() => setDismissed(outdated)} />
        </Group>
      </Paper>
    </Panel>
  );
}
